import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '@app/contracts/staff-permissions';
import { NAV_SECTIONS, sectionsFor } from './nav-sections';

const labels = (role: Parameters<typeof sectionsFor>[0]) => sectionsFor(role).map((s) => s.label);

describe('sectionsFor', () => {
  it('shows support only the dashboard and players', () => {
    expect(labels('support')).toEqual(['Dashboard', 'Players']);
  });

  it('shows compliance the audit log but no money, catalogue or staff', () => {
    expect(labels('compliance')).toEqual(['Dashboard', 'Players', 'Audit log']);
  });

  it('shows finance adjustments and jobs', () => {
    expect(labels('finance')).toEqual(['Dashboard', 'Players', 'Adjustments', 'Jobs']);
  });

  it('shows content the catalogue and packages but no players', () => {
    expect(labels('content')).toEqual(['Dashboard', 'Catalogue', 'Packages']);
  });

  it('shows admin every section, staff last', () => {
    expect(labels('admin')).toEqual([
      'Dashboard',
      'Players',
      'Adjustments',
      'Catalogue',
      'Packages',
      'Audit log',
      'Jobs',
      'Staff',
    ]);
  });

  it('shows Staff to admins only', () => {
    for (const role of STAFF_ROLES) {
      expect(labels(role).includes('Staff')).toBe(role === 'admin');
    }
  });
});

describe('every section has a screen', () => {
  it('maps each nav path to a screen of its own', async () => {
    const { SECTION_SCREENS } = await import('./router');
    for (const section of NAV_SECTIONS) expect(SECTION_SCREENS[section.path]).toBeTruthy();
  });
});
