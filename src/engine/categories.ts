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
}

/** The six categories, in menu order. */
export const CATEGORIES: readonly Category[] = [
  {
    id: 'health-fitness',
    name: 'Health & Fitness',
    hubTitle: 'Health & Fitness',
    description: 'Body mass index, metabolism and daily energy needs.',
    icon: 'heart-pulse',
    color: 'pink',
  },
  {
    id: 'pregnancy-fertility',
    name: 'Pregnancy & Fertility',
    hubTitle: 'Pregnancy & Fertility',
    description: 'Ovulation, due dates, conception and healthy weight gain in pregnancy.',
    icon: 'baby',
    color: 'purple',
  },
  {
    id: 'period-cycle',
    name: 'Period & Cycle',
    hubTitle: 'Period & Cycle',
    description: 'Predict your next period and learn the length of your cycle.',
    icon: 'calendar-heart',
    color: 'red',
  },
  {
    id: 'nutrition-diet',
    name: 'Nutrition & Diet',
    hubTitle: 'Nutrition & Diet',
    description: 'Calories, macronutrients and water for your goals.',
    icon: 'utensils',
    color: 'green',
  },
  {
    id: 'beauty-body',
    name: 'Beauty & Body',
    hubTitle: 'Beauty & Body',
    description: 'Body shape, body fat and hair growth measurements.',
    icon: 'sparkles',
    color: 'teal',
  },
  {
    id: 'finance',
    name: 'Finance',
    hubTitle: 'Financial Planning',
    description: 'Maternity leave pay, childcare, education savings and wedding budgets.',
    icon: 'piggy-bank',
    color: 'blue',
  },
];
