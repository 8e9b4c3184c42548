/**
 * Fixed enumerations and value patterns the route table validates parameters against (spec §5).
 * A parameter outside its enumeration makes the route not match, so the URL ends as a 404 instead of
 * reaching an app with a value it cannot render.
 *
 * Where the spec names the enumeration but not its members (slots, casino and keno sections, the
 * optional betting menu section, top-event page types) the members below are this team's list; add
 * values here, never in the matcher.
 */

/** Spec §2: every URL begins with a two-letter language segment. */
export const LANGUAGE_PATTERN = /^[a-z]{2}$/;
/** Spec §2: print-coupon/{couponId} (digits only). */
export const DIGITS_PATTERN = /^\d+$/;

/** Line (pre-match) or live (in-play). */
export const BETTING_SECTIONS = ['line', 'live'] as const;
/** Optional menu section inside line/live (`/{lng}/line/menu/{menuSection}`). */
export const BETTING_MENU_SECTIONS = ['top', 'favorites', 'upcoming', 'long-term', 'today'] as const;
/** Betting page types other than home and the plain line/live sections. */
export const BETTING_PAGE_TYPES = ['bets-on-your', 'top-game', 'marble', 'cyber'] as const;
/** `{pageType}/{pageSubType}` top-event pages: the page types. */
export const TOP_EVENT_PAGE_TYPES = ['top-events', 'top-champs'] as const;

/** Spec §2: results/{type?}. */
export const RESULTS_TYPES = ['live', 'zone'] as const;
/** Spec §2: toto/{section?}. */
export const TOTO_SECTIONS = ['draw', 'next', 'coupons', 'draws', 'nonimees'] as const;

/** Spec §2: cyber/{type} and esports/{type}. */
export const CYBER_ROOTS = ['cyber', 'esports'] as const;
export const CYBER_TYPES = ['real', 'virtual', 'stream'] as const;

/** slots/{subcategory?}. */
export const SLOTS_SECTIONS = ['popular', 'new', 'jackpots', 'megaways', 'bonus-buy', 'table', 'vulkan'] as const;
/** casino/{casinoSection}: casino/brand of spec §2 and the first-deposit target of the bonus redirect. */
export const CASINO_SECTIONS = ['brand', 'slot-first-deposit', 'popular', 'new', 'table-games'] as const;
/** Third-party game sections (category ids of spec §9) whose pages carry game/{gameId}/{gameName} children. */
export const THIRD_PARTY_SECTIONS = [
  'bingo',
  'fishinghunting',
  'tvgames',
  'scratchcards',
  'keno',
  'slots',
  'live-casino',
  'virtualsports',
  'fast-games',
  'fast-bet',
  'asian-games',
  'card-games',
  'crash-games',
  'skill-games',
] as const;
/** keno/{section?}. */
export const KENO_SECTIONS = ['fast', 'classic', 'draws'] as const;

/** Spec §2: user/{type} with type activatefast or activate. */
export const USER_ACTIVATION_TYPES = ['activatefast', 'activate'] as const;
/** Spec §2: registration/{type?}. */
export const REGISTRATION_TYPES = ['socialregistration', 'one_click', 'fast', 'phone', 'full', 'social'] as const;
/** Spec §2: payment return pages onpay/{status} and onpay/withdraw/{status}. */
export const ONPAY_STATUSES = ['success', 'fail', 'pending', 'cancel'] as const;

/** The named enumerations a route parameter may reference, so the table stays plain data. */
export const ENUMERATIONS = {
  bettingSection: BETTING_SECTIONS,
  bettingMenuSection: BETTING_MENU_SECTIONS,
  bettingPageType: BETTING_PAGE_TYPES,
  topEventPageType: TOP_EVENT_PAGE_TYPES,
  resultsType: RESULTS_TYPES,
  totoSection: TOTO_SECTIONS,
  cyberRoot: CYBER_ROOTS,
  cyberType: CYBER_TYPES,
  slotsSection: SLOTS_SECTIONS,
  casinoSection: CASINO_SECTIONS,
  kenoSection: KENO_SECTIONS,
  userActivationType: USER_ACTIVATION_TYPES,
  registrationType: REGISTRATION_TYPES,
  onpayStatus: ONPAY_STATUSES,
} as const;

export type EnumerationName = keyof typeof ENUMERATIONS;
