import { describe, expect, it } from 'vitest';
import { MIN_RESERVE_BPM } from '../../definitions/heart-rate-zones/formula';
import messages from '../../definitions/heart-rate-zones/messages.en.gen';
import esMessages from '../../definitions/heart-rate-zones/messages.es.gen';
import heartRate from '../../definitions/heart-rate-zones/page';
import { definitionIn } from '../../src/engine/define';
import { resultOf } from '../../src/engine/run';

/**
 * A beat belongs to one zone only: each zone starts where the source puts its limit (ACSM's 40–59 % and 60–89 %
 * meet at 60 %: the limit belongs to the zone above), so a zone ends one beat below the next zone's start and the
 * last at the maximum, in both languages' tables and sentences.
 */
const heartRateEs = definitionIn(heartRate, esMessages);

describe('heart-rate zones: adjacent zones never share a beat', () => {
  it('ends each zone one beat below the next, and the last at the maximum, everywhere in the accepted range', () => {
    const age = heartRate.fields.age;
    const rest = heartRate.fields.restingHeartRate;
    if (age?.type !== 'number' || rest?.type !== 'number') throw new Error('fields changed');
    for (let a = age.min ?? 18; a <= (age.max ?? 90); a += 1)
      for (let r = rest.min ?? 30; r <= (rest.max ?? 120); r += 1) {
        const { zones, maxHeartRate } = resultOf(heartRate, { age: a, restingHeartRate: r });
        zones.forEach((zone, index) => {
          expect(zone.max, `age ${a}, rest ${r}, ${zone.name}`).toBeGreaterThanOrEqual(zone.min);
          const next = zones[index + 1];
          expect(zone.max, `age ${a}, rest ${r}, ${zone.name}`).toBe(next ? next.min - 1 : maxHeartRate);
        });
      }
  });

  it('ends the moderate range one beat below the vigorous one, as the zones do (ACSM 59 % and 60 % round alike)', () => {
    const age = heartRate.fields.age;
    const rest = heartRate.fields.restingHeartRate;
    if (age?.type !== 'number' || rest?.type !== 'number') throw new Error('fields changed');
    for (let a = age.min ?? 18; a <= (age.max ?? 90); a += 1)
      for (let r = rest.min ?? 30; r <= (rest.max ?? 120); r += 1) {
        const { moderate, vigorous, zones } = resultOf(heartRate, { age: a, restingHeartRate: r });
        if (!moderate || !vigorous) continue;
        expect(moderate.max, `age ${a}, rest ${r}`).toBe(vigorous.min - 1);
        // The moderate range ends where zone 1 (its zone) ends.
        expect(moderate.max, `age ${a}, rest ${r}`).toBe(zones[0]?.max);
      }
    // 40 at rest 110: 59 % and 60 % of a 60.8 bpm reserve are 145.9 and 146.5, both 146 when rounded.
    expect(resultOf(heartRate, { age: 40, restingHeartRate: 110 }).moderate).toEqual({ min: 134, max: 145 });
  });

  it('says so in the worked sentence of both languages: zone 2 at 30 with a resting rate of 60 is 132–143 bpm', () => {
    const input = { age: 30, restingHeartRate: 60 };
    const en = resultOf(heartRate, input);
    const es = resultOf(heartRateEs, input);
    expect(en.zones.map(({ min, max }) => `${min}–${max}`)).toEqual([
      '120–131',
      '132–143',
      '144–155',
      '156–167',
      '168–180',
    ]);
    expect(heartRate.explain?.(input, en, messages)).toContain(
      'Each zone = 60 + percentage × reserve (Karvonen), rounded: zone 2 (60–70%) is 132–143 bpm.',
    );
    expect(heartRateEs.explain?.(input, es, esMessages)).toContain(
      'Cada zona = 60 + porcentaje × reserva (Karvonen), redondeado: la zona 2 (60–70%) va de 132 a 143 lpm.',
    );
  });

  it('says a zone of one beat as that beat, in both languages, for every reserve of 10–19 bpm', () => {
    // Each zone spans 10 % of the reserve: under 20 bpm that is 1 to 2 beats, so rounding leaves some zones a
    // single beat wide ("121 bpm", never "121–121 bpm"); none is left empty, from a beat down to a smaller one.
    let single = 0;
    for (let a = 18; a <= 90; a += 1)
      for (let r = 30; r <= 120; r += 1) {
        const input = { age: a, restingHeartRate: r };
        const en = resultOf(heartRate, input);
        if (!en.hasZones || en.heartRateReserve >= 2 * MIN_RESERVE_BPM) continue;
        for (const zone of en.zones)
          expect(zone.max, `age ${a}, rest ${r}, ${zone.name}`).toBeGreaterThanOrEqual(zone.min);
        const zone2 = en.zones[1];
        if (!zone2) throw new Error(`age ${a}, rest ${r}: no zone 2`);
        const lineEn = heartRate.explain?.(input, en, messages).at(-1) ?? '';
        const lineEs = heartRateEs.explain?.(input, resultOf(heartRateEs, input), esMessages).at(-1) ?? '';
        if (zone2.min === zone2.max) {
          single += 1;
          expect(lineEn).toMatch(new RegExp(`\\(60–70%\\) is ${zone2.min} bpm\\.$`));
          expect(lineEs).toMatch(new RegExp(`\\(60–70%\\) es de ${zone2.min} lpm\\.$`));
        } else {
          expect(lineEn).toMatch(new RegExp(`is ${zone2.min}–${zone2.max} bpm\\.$`));
          expect(lineEs).toMatch(new RegExp(`va de ${zone2.min} a ${zone2.max} lpm\\.$`));
        }
      }
    expect(single).toBeGreaterThan(0);
  });
});
