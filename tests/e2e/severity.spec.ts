import { axeInBothThemes, expect, hydrated, test } from './fixtures';

// Issue 24: a result's look comes from its severity. An urgent result is a solid red card whose first words are
// the action (an alert); a falling hCG and a heart-rate result with no zones say so in their own card. Every one
// is axe-clean in both themes, with the result on screen.
const RESULTS = [
  {
    name: 'blood pressure 185/125',
    route: '/calculators/blood-pressure?systolic=185&diastolic=125&pregnant=no',
    severity: 'urgent',
    first: /^Call 911 now/,
  },
  {
    name: 'blood pressure 165/112, pregnant',
    route: '/calculators/blood-pressure?systolic=165&diastolic=112&pregnant=yes',
    severity: 'urgent',
    first: /^Call your OB-GYN or midwife now/,
  },
  {
    name: 'blood pressure 82/48',
    route: '/calculators/blood-pressure?systolic=82&diastolic=48&pregnant=no',
    severity: 'caution',
    first: /^Your reading \(mmHg\)82\/48/,
  },
  {
    name: 'hCG 500 then 300',
    route: '/calculators/hcg-doubling?firstValue=500&secondValue=300&hoursApart=48',
    severity: 'risk',
    first: /^Contact your OB-GYN or midwife/,
  },
  {
    name: 'heart rate, age 90, resting 120',
    route: '/calculators/heart-rate-zones?age=90&restingHeartRate=120',
    severity: 'caution',
    first: /^Your estimated maximum heart rate127 bpm/,
  },
] as const;

for (const result of RESULTS) {
  test(`${result.name}: a ${result.severity} card that leads with what matters, axe-clean in both themes`, async ({
    page,
    problems,
  }) => {
    await page.goto(result.route);
    await hydrated(page);
    const card = page.getByTestId('category-card');
    await expect(card).toHaveAttribute('data-severity', result.severity);
    expect(await card.evaluate((element) => element.textContent)).toMatch(result.first);
    await expect(page.getByRole('alert').filter({ has: page.getByRole('heading') })).toHaveCount(
      result.severity === 'urgent' ? 1 : 0,
    );
    // The theme switched on the page, as the page tour does (not reloaded: the card is the same in either theme).
    await axeInBothThemes(page);
    expect(problems.errors).toEqual([]);
  });
}
