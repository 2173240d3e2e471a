import type { SeedStep } from '../../db/seed';
import { US_STATES } from '../content/seed-data/us-states';
import { jurisdictions } from './jurisdictions.tables';

/**
 * Minimum ages above 18 (decision 050): the age of majority where a sweepstakes entrant must
 * have reached it — 19 in Alabama and Nebraska, 21 in Mississippi.
 */
export const SEEDED_MINIMUM_AGES: Readonly<Record<string, 19 | 21>> = { AL: 19, NE: 19, MS: 21 };

/**
 * The states where sweepstakes play is not offered when the table is first written (sources in
 * decision 050). From then on the table is the list: compliance changes it in the back office.
 */
export const SEEDED_RESTRICTED_STATES: readonly string[] = [
  'CA',
  'CT',
  'DE',
  'ID',
  'KY',
  'LA',
  'MI',
  'MT',
  'NV',
  'NJ',
  'NY',
  'WA',
];

/**
 * The 50 states and DC with today's rules (sources in decision 050): sweepstakes play is not
 * offered in the restricted states; compliance changes the table in the back office from then on.
 */
export const jurisdictionsSeed: SeedStep = {
  name: 'jurisdictions-v1',
  async run(tx) {
    await tx
      .insert(jurisdictions)
      .values(
        US_STATES.map(({ code }) => ({
          stateCode: code,
          sweepsAllowed: !SEEDED_RESTRICTED_STATES.includes(code),
          minAge: SEEDED_MINIMUM_AGES[code] ?? 18,
        })),
      )
      .onConflictDoNothing();
  },
};
