import type { StaffRole } from './staff-permissions';

/** The development seed's staff accounts (not seeded in production); the README lists them. */
export interface DemoStaff {
  email: string;
  name: string;
  password: string;
  /** Published TOTP secret (base32) for the demo: the README lists it. Never in production. */
  totpSecret: string;
}

/** One demo staff member per role, already enrolled (README "Back office"). */
export const DEMO_STAFF: Readonly<Record<StaffRole, DemoStaff>> = {
  admin: {
    email: 'admin@goldensweeps.test',
    name: 'Avery Admin',
    password: 'Admin!Ops2026x',
    totpSecret: 'VJC3IR6GKO5C56JHPPSRJ6ULEBQ74OOT',
  },
  support: {
    email: 'support@goldensweeps.test',
    name: 'Sam Support',
    password: 'Support!Desk2026',
    totpSecret: 'WT57O46ZIC2Y7WGK3OXDEGNHLCEV3SFH',
  },
  compliance: {
    email: 'compliance@goldensweeps.test',
    name: 'Casey Compliance',
    password: 'Comply!Check2026',
    totpSecret: 'NV5ZUZSL27Y72CYP6EUKV2RPRWN3HQXW',
  },
  finance: {
    email: 'finance@goldensweeps.test',
    name: 'Frankie Finance',
    password: 'Finance!Ledger2026',
    totpSecret: 'JDBKMCADMV346MCWC2O3HTAWWCZPMJOR',
  },
  content: {
    email: 'content@goldensweeps.test',
    name: 'Charlie Content',
    password: 'Content!Lobby2026',
    totpSecret: 'NLDL6I2ULD4HNBCYQCT35T4K35IXNLYN',
  },
};

/**
 * A second demo admin: a change that loosens a money control waits for an admin other than its
 * proposer (dual control, decision 058), so the demo has two.
 */
export const DEMO_SECOND_ADMIN: DemoStaff = {
  email: 'admin2@goldensweeps.test',
  name: 'Robin Admin',
  password: 'Admin!Second2026',
  totpSecret: 'KRUGS4ZANFZSAYJAONSWG33OMQQGC3TN',
};
