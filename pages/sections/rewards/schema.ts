import { defineSection } from '../../layout/defineSection';

/**
 * The rewards launcher: a button fixed in the bottom start corner that opens the loyalty panel.
 * The theme's `rewardsWidget` setting turns it off for the whole theme.
 */
export const schema = defineSection({
  type: 'rewards',
  name: 'Rewards launcher',
  limit: 1,
  settings: [],
});
