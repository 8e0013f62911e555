import { definePage } from '@/engine';
import calculator from './calculator';
import messages, { type Messages } from './messages.en.gen';

export default definePage(calculator, messages, (m: Messages) => ({
  description: m.description(),
  keywords: [
    m.keywordWeddingBudget(),
    m.keywordWeddingCost(),
    m.keywordWeddingPlanning(),
    m.keywordCostPerGuest(),
    m.keywordBudgetTracker(),
  ],
  examples: [
    {
      title: m.example1(),
      input: { totalBudget: 30000, guests: 100 },
      expect: {
        categories: [
          {
            name: 'Venue & Catering',
            percentage: 40,
            plannedAmount: 12000,
            actualAmount: 0,
            difference: 12000,
          },
          { name: 'Attire & Beauty', percentage: 8, plannedAmount: 2400 },
          { name: 'Photography & Videography', percentage: 12, plannedAmount: 3600 },
          { name: 'Music & Entertainment', percentage: 8, plannedAmount: 2400 },
          { name: 'Flowers & Decor', percentage: 10, plannedAmount: 3000 },
          { name: 'Wedding Planner', percentage: 10, plannedAmount: 3000 },
          { name: 'Stationery', percentage: 4, plannedAmount: 1200 },
          { name: 'Officiant & Marriage License', percentage: 2, plannedAmount: 600 },
          { name: 'Gifts & Favors', percentage: 3, plannedAmount: 900 },
          { name: 'Miscellaneous', percentage: 3, plannedAmount: 900 },
        ],
        totalPlanned: 30000,
        totalActual: 0,
        remaining: 30000,
        averagePerGuest: 300,
      },
    },
    {
      title: m.example2(),
      input: {
        totalBudget: 20000,
        guests: 80,
        actual: { 'Venue & Catering': 9000, 'Photography & Videography': 2600 },
      },
      expect: {
        categories: [
          { name: 'Venue & Catering', plannedAmount: 8000, actualAmount: 9000, difference: -1000 },
          { name: 'Attire & Beauty', plannedAmount: 1600, actualAmount: 0, difference: 1600 },
          { name: 'Photography & Videography', plannedAmount: 2400, actualAmount: 2600, difference: -200 },
          { name: 'Music & Entertainment', plannedAmount: 1600, actualAmount: 0 },
          { name: 'Flowers & Decor', plannedAmount: 2000 },
          { name: 'Wedding Planner', plannedAmount: 2000 },
          { name: 'Stationery', plannedAmount: 800 },
          { name: 'Officiant & Marriage License', plannedAmount: 400 },
          { name: 'Gifts & Favors', plannedAmount: 600 },
          { name: 'Miscellaneous', plannedAmount: 600, actualAmount: 0, difference: 600 },
        ],
        totalActual: 11600,
        totalDifference: 8400,
        remaining: 8400,
        averagePerGuest: 250,
      },
    },
    {
      title: m.example3(),
      input: { totalBudget: 0 },
      expect: {
        hasBudget: false,
        noBudget: true,
        totalActual: 0,
        remaining: 0,
        averagePerGuest: 0,
        guests: 0,
      },
    },
    {
      title: m.example4(),
      input: { totalBudget: 1234, guests: 7, actual: { 'Venue & Catering': 1300 } },
      expect: {
        categories: [
          { name: 'Venue & Catering', plannedAmount: 493.6, difference: -806.4 },
          { name: 'Attire & Beauty', plannedAmount: 98.72 },
          { name: 'Photography & Videography', plannedAmount: 148.08 },
          { name: 'Music & Entertainment', plannedAmount: 98.72 },
          { name: 'Flowers & Decor', plannedAmount: 123.4 },
          { name: 'Wedding Planner', plannedAmount: 123.4 },
          { name: 'Stationery', plannedAmount: 49.36 },
          { name: 'Officiant & Marriage License', plannedAmount: 24.68 },
          { name: 'Gifts & Favors', plannedAmount: 37.02 },
          { name: 'Miscellaneous', plannedAmount: 37.02 },
        ],
        totalPlanned: 1234,
        totalActual: 1300,
        remaining: -66,
        averagePerGuest: 176.29,
      },
    },
  ],
  sources: [
    {
      title: 'The Knot: What weddings in the US look like today',
      citedFor: m.citedForCostPerGuest(),
      url: 'https://www.theknot.com/content/wedding-planning-tips-newlyweds',
    },
  ],
}));
