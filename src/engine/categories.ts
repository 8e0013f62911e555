import { BORN_ON_DUE_DATE } from './facts';
import type { CategoryId } from './types';

/** A calculator category (spec part 1 §1) with the words shown on menus and hubs. */
export interface Category {
  id: CategoryId;
  name: string;
  /** Title of the category hub page. */
  hubTitle: string;
  description: string;
  icon: string;
  color: string;
  /** Two informational panels shown on the hub page. */
  panels: readonly { title: string; text: string }[];
}

/** The seven categories, in menu order. */
export const CATEGORIES: readonly Category[] = [
  {
    id: 'health-fitness',
    name: 'Health & Fitness',
    hubTitle: 'Health & Fitness',
    description:
      'BMI, body fat percentage and ideal body weight; BMR and TDEE for your daily energy; blood pressure and heart rate zones.',
    icon: 'heart-pulse',
    color: 'pink',
    panels: [
      {
        title: 'What these numbers measure',
        text: "BMI, body fat, BMR, TDEE, blood pressure and heart-rate zones each describe your body, its energy use or your heart in a number or two. They are screening tools built from large studies of adults: useful for spotting a trend, not for judging one person's health on their own.",
      },
      {
        title: 'Use them together',
        text: 'A BMI paired with a waist measurement says more than either alone, and your TDEE turns a BMR into a daily calorie figure you can plan meals around. Recheck after real changes in weight or activity.',
      },
    ],
  },
  {
    id: 'pregnancy-fertility',
    name: 'Pregnancy & Fertility',
    hubTitle: 'Pregnancy & Fertility',
    description:
      'Ovulation and your conception date, when to take a pregnancy test, hCG levels, your due date from a period, a dating scan or an embryo transfer (IVF), and pregnancy weight gain.',
    icon: 'baby',
    color: 'purple',
    panels: [
      {
        title: 'Dates are estimates',
        text: `Ovulation, conception and due dates are counted from the first day of your last period with standard cycle rules. Only ${BORN_ON_DUE_DATE} babies arrives on the due date; an early ultrasound gives the most accurate dating.`,
      },
      {
        title: 'Bring the numbers to your appointments',
        text: 'Share the dates and weight-gain figures with your midwife or doctor. They can re-date a pregnancy from an ultrasound and adjust advice to your health and history.',
      },
    ],
  },
  {
    id: 'period-cycle',
    name: 'Period & Cycle',
    hubTitle: 'Period & Cycle',
    description:
      'Predict your next period, learn your cycle length and see the safe days of the calendar method.',
    icon: 'calendar-heart',
    color: 'red',
    panels: [
      {
        title: 'One cycle model for the whole site',
        text: 'Every BloomCalc calculator counts ovulation 14 days before the next period and a fertile window from five days before ovulation to one day after, so the ovulation calculator and the period tracker never disagree.',
      },
      {
        title: 'Track for a few months',
        text: 'Cycles vary from month to month. Three to six months of start dates give a far better average than one cycle, and a big change in your pattern is worth mentioning to a doctor.',
      },
    ],
  },
  {
    id: 'nutrition-diet',
    name: 'Nutrition & Diet',
    hubTitle: 'Nutrition & Diet',
    description:
      'Daily calories and macronutrients for your goals, pregnancy and breastfeeding calories, and daily water intake.',
    icon: 'utensils',
    color: 'green',
    panels: [
      {
        title: 'Targets, not rules',
        text: 'Calorie, macro and water targets come from published equations and population guidelines. Your appetite, health conditions, pregnancy and activity all shift what is right for you.',
      },
      {
        title: 'Check the floor',
        text: 'Eating below about 1,200 kcal a day is not advised without medical supervision. Our calculators warn you when a target falls below that.',
      },
    ],
  },
  {
    id: 'beauty-body',
    name: 'Beauty & Body',
    hubTitle: 'Beauty & Body',
    description: 'Your waist-to-height ratio, waist-to-hip ratio and body shape, and hair growth.',
    icon: 'sparkles',
    color: 'teal',
    panels: [
      {
        title: 'Beyond the scale',
        text: 'Waist-to-height and waist-to-hip ratios show where you carry fat, which the scale cannot. Both use a tape measure, so measure the same way each time.',
      },
      {
        title: 'Measure consistently',
        text: 'Measure in the morning, relaxed, with the tape snug but not tight. Small differences in technique change the result more than a week of real change.',
      },
    ],
  },
  {
    id: 'finance',
    name: 'Finance',
    hubTitle: 'Financial Planning',
    description: 'Maternity leave pay, childcare costs, education savings and wedding budgets.',
    icon: 'piggy-bank',
    color: 'blue',
    panels: [
      {
        title: 'Plan with real numbers',
        text: 'Maternity leave pay, childcare costs, college savings and wedding budgets turn big life events into monthly figures. Every amount is shown in US dollars to the cent.',
      },
      {
        title: 'Rules change by year and state',
        text: "Paid-leave programs and benefits change every year. Our maternity calculator says which year's rules it uses; check with your state program and employer before you decide.",
      },
    ],
  },
  {
    id: 'baby-child',
    name: 'Baby & Child',
    hubTitle: 'Baby & Child',
    description:
      "Your baby's weight, length and head circumference percentiles on the WHO growth charts, and your child's BMI percentile on the CDC charts.",
    icon: 'milk',
    color: 'orange',
    panels: [
      {
        title: 'A percentile is a comparison, not a grade',
        text: 'The 40th percentile means 40 of 100 healthy children of the same age and sex measure less. Small and large children can both be perfectly healthy: what matters most is that a child keeps growing along their own curve.',
      },
      {
        title: 'WHO to age 2, CDC from 2 to 20',
        text: 'Like US paediatricians, we use the WHO growth standards from birth to 2 years and the CDC 2000 growth charts from 2 to 20 years. Measurements at home are rougher than at the clinic; bring them to your check-ups rather than acting on one number.',
      },
    ],
  },
];

/** A category by id (a hub's slug), with its hub title and panels; undefined for any other string. */
export function categoryById(id: string | undefined): Category | undefined {
  return CATEGORIES.find((category) => category.id === id);
}
