import type { TBannerPageName } from '@app/contracts/content';

export interface BannerSeed {
  bannerId: number;
  pageName: TBannerPageName;
  /** 0 before login, 1 after login. */
  visibility: 0 | 1;
  textOne: string;
  textTwo: string;
  textThree?: string;
  /** File name under /images/banners/ without -desktop.svg / -mobile.svg. */
  image: string;
  btnText?: string;
  btnRedirection?: string;
  sortOrder: number;
}

/**
 * The first banners of every page. A page that both audiences see gets one row
 * per visibility (0 before login, 1 after login), each with its own message.
 */
export const BANNERS: readonly BannerSeed[] = [
  // Lobby slider: visitors
  {
    bannerId: 1,
    pageName: 'lobbySlider',
    visibility: 0,
    textOne: 'Welcome Offer',
    textTwo: '50,000 GC + 2 SC Free',
    textThree: 'No purchase necessary. 18+. Void where prohibited.',
    image: 'welcome-offer',
    btnText: 'Join Now',
    sortOrder: 1,
  },
  {
    bannerId: 2,
    pageName: 'lobbySlider',
    visibility: 0,
    textOne: 'Real Casino Fun',
    textTwo: 'Slots, Scratchers, Blackjack & more',
    textThree: 'Play free every day with Gold Coins.',
    image: 'casino-fun',
    btnText: 'Play Now',
    btnRedirection: 'lobby',
    sortOrder: 2,
  },
  {
    bannerId: 3,
    pageName: 'lobbySlider',
    visibility: 0,
    textOne: 'Free Coins Daily',
    textTwo: 'Daily bonus, spin wheel & VIP rewards',
    textThree: 'Sign up and claim your first bonus today.',
    image: 'free-coins-daily',
    btnText: 'Sign Up',
    sortOrder: 3,
  },
  // Lobby slider: signed-in players
  {
    bannerId: 4,
    pageName: 'lobbySlider',
    visibility: 1,
    textOne: "New: Pharaoh's Fortune",
    textTwo: 'Unearth the treasures of the Nile',
    textThree: '5 reels, 20 lines, free spins with expanding wilds.',
    image: 'pharaohs-fortune-launch',
    btnText: 'Play Now',
    btnRedirection: '/game-play/1',
    sortOrder: 1,
  },
  {
    bannerId: 5,
    pageName: 'lobbySlider',
    visibility: 1,
    textOne: 'First Purchase Bonus',
    textTwo: 'Get more coins on your first package',
    textThree: 'Gold Coin packages from $1.99, with free Sweeps Coins.',
    image: 'first-purchase',
    btnText: 'Get Coins',
    btnRedirection: 'store',
    sortOrder: 2,
  },
  {
    bannerId: 6,
    pageName: 'lobbySlider',
    visibility: 1,
    textOne: 'VIP Club',
    textTwo: 'Climb 8 tiers of rewards',
    textThree: 'Tier bonuses, boosts, rakeback and live support.',
    image: 'vip-club',
    btnText: 'View VIP',
    btnRedirection: 'vip',
    sortOrder: 3,
  },
  // Lobby refer-a-friend (desktopImageUrl, textOne, textTwo)
  {
    bannerId: 7,
    pageName: 'lobbyReferFriend',
    visibility: 1,
    textOne: 'Refer a Friend',
    textTwo: 'Invite friends and earn free Sweeps Coins when they join and play.',
    image: 'refer-friend',
    btnText: 'Invite Friends',
    sortOrder: 1,
  },
  // Scratchers category page
  {
    bannerId: 8,
    pageName: 'scratchersPage',
    visibility: 0,
    textOne: 'Scratch & Win',
    textTwo: 'Instant prizes on every card',
    textThree: 'Sign up to scratch your first card free.',
    image: 'scratchers',
    btnText: 'Join Now',
    sortOrder: 1,
  },
  {
    bannerId: 9,
    pageName: 'scratchersPage',
    visibility: 1,
    textOne: 'Scratch & Win',
    textTwo: 'Instant prizes on every card',
    textThree: 'Match three symbols to win up to 1,000x.',
    image: 'scratchers',
    btnText: 'Scratch Now',
    btnRedirection: '/game-play/5',
    sortOrder: 1,
  },
  // Promotions page
  {
    bannerId: 10,
    pageName: 'promotionPage',
    visibility: 0,
    textOne: 'Promotions',
    textTwo: 'Welcome bonus: 50,000 GC + 2 SC',
    textThree: 'No purchase necessary. See Sweepstakes Rules.',
    image: 'promotions',
    btnText: 'Join Now',
    sortOrder: 1,
  },
  {
    bannerId: 11,
    pageName: 'promotionPage',
    visibility: 1,
    textOne: 'Promotions',
    textTwo: 'Daily bonus, spin wheel, referrals and VIP rewards',
    textThree: 'New ways to win free coins every week.',
    image: 'promotions',
    btnText: 'Play Now',
    btnRedirection: 'lobby',
    sortOrder: 1,
  },
  // Store, rewards and VIP pages (signed-in only)
  {
    bannerId: 12,
    pageName: 'storePage',
    visibility: 1,
    textOne: 'Coin Store',
    textTwo: 'Free Sweeps Coins with every Gold Coin package',
    textThree: 'Secure checkout. Coins arrive in 1-2 minutes.',
    image: 'store',
    sortOrder: 1,
  },
  {
    bannerId: 13,
    pageName: 'rewardPage',
    visibility: 1,
    textOne: 'Your Rewards',
    textTwo: 'Claim bonuses, spin the wheel, earn tier rewards',
    image: 'rewards',
    sortOrder: 1,
  },
  {
    bannerId: 14,
    pageName: 'vipPage',
    visibility: 1,
    textOne: 'VIP Club',
    textTwo: 'From Bronze to Black Diamond',
    textThree: 'Play more, climb higher, unlock bigger rewards.',
    image: 'vip-hero',
    sortOrder: 1,
  },
];
