/** The account page's section with the player's support tickets (decision 061). */
export const SUPPORT_TAB = 'support';
