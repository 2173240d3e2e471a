import { describe, expect, it } from 'vitest';
import { ZBannerInput, isWithinSchedule, scheduleState } from './content-admin';

const at = new Date('2026-05-01T12:00:00Z');

describe('isWithinSchedule', () => {
  it('starts inclusive, ends exclusive, and treats a missing limit as none', () => {
    expect(isWithinSchedule({ startsAt: null, endsAt: null }, at)).toBe(true);
    expect(isWithinSchedule({ startsAt: '2026-05-01T12:00:00Z', endsAt: null }, at)).toBe(true);
    expect(isWithinSchedule({ startsAt: '2026-05-01T12:00:01Z', endsAt: null }, at)).toBe(false);
    expect(isWithinSchedule({ startsAt: null, endsAt: '2026-05-01T12:00:00Z' }, at)).toBe(false);
    expect(isWithinSchedule({ startsAt: null, endsAt: new Date('2026-05-01T12:00:01Z') }, at)).toBe(
      true,
    );
  });

  it('names where an item stands', () => {
    const item = { isActive: true, startsAt: null, endsAt: null };
    expect(scheduleState(item, at)).toBe('live');
    expect(scheduleState({ ...item, isActive: false }, at)).toBe('retired');
    expect(scheduleState({ ...item, startsAt: '2026-06-01T00:00:00Z' }, at)).toBe('scheduled');
    expect(scheduleState({ ...item, endsAt: '2026-04-01T00:00:00Z' }, at)).toBe('ended');
  });
});

describe('ZBannerInput', () => {
  const valid = {
    pageName: 'lobbySlider',
    visibility: 0,
    textOne: ' ',
    textTwo: 'Title',
    textThree: null,
    desktopImageUrl: '/uploads/content/0123456789abcdef0123456789abcdef.png',
    mobileImageUrl: null,
    btnText: 'Go',
    btnRedirection: '/games/category/Slots',
    isActive: true,
  };

  it('accepts redirect keys and site paths, empties blank texts, defaults the schedule', () => {
    const parsed = ZBannerInput.parse(valid);
    expect(parsed.textOne).toBeNull();
    expect(parsed.startsAt).toBeNull();
    expect(ZBannerInput.parse({ ...valid, btnRedirection: 'vip' }).btnRedirection).toBe('vip');
  });

  it('refuses foreign links and art', () => {
    expect(ZBannerInput.safeParse({ ...valid, btnRedirection: '//evil.example' }).success).toBe(
      false,
    );
    expect(ZBannerInput.safeParse({ ...valid, desktopImageUrl: '/uploads/../x.png' }).success).toBe(
      false,
    );
  });
});
