import {
  FIRST_VIGOROUS_ZONE,
  type HeartRateInput,
  type HeartRateValues,
  LAST_VIGOROUS_ZONE,
  MIN_RESERVE_BPM,
  MODERATE_ZONE,
  TACHYCARDIA_BPM,
} from './formula';
import type { Messages } from './messages.en.gen';

/** The heart-rate zone result the page and `npm run calc` show: zone names, headline and notes in words. */
export function presentHeartRate(values: HeartRateValues, _input: HeartRateInput, m: Messages) {
  const { moderate, vigorous } = values;
  return {
    ...values,
    headline: values.headline
      ? m.headline({ headline: values.headline, tachycardia: TACHYCARDIA_BPM })
      : null,
    zones: values.zones.map(({ zone, min, max, from, to }) => ({
      name: m.zoneName({ zone }),
      min,
      max,
      percent: m.zonePercent({ from, to }),
      feel: m.zoneFeel({ zone }),
    })),
    recommendations: [
      ...(values.tachycardia ? [m.tachycardia({ tachycardia: TACHYCARDIA_BPM })] : []),
      ...(values.hasZones
        ? []
        : [
            m.noZones({
              resting: values.restingHeartRate,
              reserve: values.heartRateReserve,
              max: values.maxHeartRate,
              minReserve: MIN_RESERVE_BPM,
            }),
          ]),
      ...(moderate && vigorous
        ? [
            m.activity({
              moderateMin: moderate.min,
              moderateMax: moderate.max,
              vigorousMin: vigorous.min,
              vigorousMax: vigorous.max,
              moderateZone: MODERATE_ZONE,
              firstVigorousZone: FIRST_VIGOROUS_ZONE,
              lastVigorousZone: LAST_VIGOROUS_ZONE,
            }),
          ]
        : []),
      m.medicines(),
      m.stop(),
    ],
  };
}
