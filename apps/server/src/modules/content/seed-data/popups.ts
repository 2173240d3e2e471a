import type { TPopupName, TPopupOffer, TPopupRedirection } from '@app/contracts/content';

export interface PopupSeed {
  popupId: number;
  popupName: TPopupName;
  isActive: boolean;
  /** 0 guests only, 1 signed-in only, 2 everyone. */
  visibility: 0 | 1 | 2;
  textOne: string;
  textTwo: string;
  textThree?: string;
  btnText: string;
  btnRedirection: TPopupRedirection | null;
  /** File name under /images/banners/. */
  image: string;
  sortOrder: number;
  /** The offer it advertises: shown only to players who can still have it. */
  offer?: TPopupOffer;
}

export const POPUPS: readonly PopupSeed[] = [
  {
    popupId: 1,
    popupName: 'lobbyPage',
    isActive: true,
    visibility: 0,
    textOne: 'Welcome to Golden Sweeps',
    textTwo: 'Sign up free and get 50,000 GC + 2 SC',
    textThree: 'No purchase necessary. 18+ only.',
    btnText: 'Play Now',
    btnRedirection: 'lobby',
    image: 'popup-welcome.svg',
    sortOrder: 1,
  },
  {
    popupId: 2,
    popupName: 'lobbyPage',
    isActive: true,
    visibility: 1,
    textOne: 'Flash Sale',
    textTwo: 'Double Gold Coins on selected packages',
    textThree: 'Limited time only.',
    btnText: 'Get Coins',
    btnRedirection: 'store',
    image: 'popup-flash-sale.svg',
    sortOrder: 2,
  },
  {
    popupId: 3,
    popupName: 'promotionPage',
    isActive: true,
    visibility: 2,
    textOne: 'Refer & Earn',
    textTwo: 'Invite your friends and earn free Sweeps Coins',
    btnText: 'Play Now',
    btnRedirection: 'lobby',
    image: 'popup-refer.svg',
    sortOrder: 1,
  },
  {
    popupId: 4,
    popupName: 'scratchersPage',
    isActive: true,
    visibility: 2,
    textOne: 'Scratch & Win',
    textTwo: 'Match three to win instantly',
    btnText: 'Play Now',
    btnRedirection: 'lobby',
    image: 'popup-scratchers.svg',
    sortOrder: 1,
  },
  {
    popupId: 5,
    popupName: 'storePage',
    isActive: true,
    visibility: 1,
    textOne: 'First Purchase Bonus',
    textTwo: 'Extra coins on your first package',
    textThree: 'Packages include free Sweeps Coins.',
    // Shown on the store itself: the button closes it onto the packages (a popup never sends
    // the player to the page it is on).
    btnText: 'Buy Now',
    btnRedirection: null,
    image: 'popup-store.svg',
    sortOrder: 1,
    offer: 'firstPurchase',
  },
  {
    popupId: 6,
    popupName: 'rewardPage',
    isActive: true,
    visibility: 1,
    textOne: 'Redeem Your Wins',
    textTwo: 'Redeemable Sweeps Coins can be exchanged for cash prizes',
    btnText: 'Redeem',
    btnRedirection: 'redeem',
    image: 'popup-rewards.svg',
    sortOrder: 1,
  },
  {
    popupId: 7,
    popupName: 'vipPage',
    isActive: true,
    visibility: 1,
    textOne: 'Level Up',
    textTwo: 'Every coin you play brings you closer to the next tier',
    btnText: 'View VIP',
    btnRedirection: 'vip',
    image: 'popup-vip.svg',
    sortOrder: 1,
  },
  {
    // A retired campaign: kept for operators, never answered to players.
    popupId: 8,
    popupName: 'promotionPage',
    isActive: false,
    visibility: 2,
    textOne: 'Holiday Special',
    textTwo: 'Festive bonus coins all week',
    btnText: 'Get Coins',
    btnRedirection: 'store',
    image: 'popup-flash-sale.svg',
    sortOrder: 2,
  },
];
