/**
 * Every user-facing text of the storefront spec, word for word. Screens, server errors and tests
 * import from here so a text is written once and a typo cannot drift between client and server.
 */
export const messages = {
  auth: {
    invalidEmail: 'Please enter a valid email address.',
    passwordTooShort: 'Password must be at least 6 characters long.',
    usernameRequired: 'Please enter a username.',
    emailRequired: 'Please enter your email address.',
    passwordRequired: 'Please enter your password.',
    signingIn: 'Signing in...',
    signingUp: 'Signing Up...',
    adminAtCustomerLogin: 'Cannot log in through user login.',
    notAdmin: 'Access denied. You are not an admin.',
    roleForbidden: 'Your staff role does not allow this. Ask the owner if you need it.',
    noUserInfo: 'Unable to retrieve user information.',
    roleFetchFailed: 'Error fetching user role.',
    customerLoginFallback: 'Something went wrong. Please try again.',
    signupFallback: 'An error occurred during sign-up.',
    adminLoginFallback: 'Something went wrong.',
    invalidCredentials: 'Invalid email or password.',
    signupKnownAddress:
      'If this address already has an account, the mail says so and lets you choose a new password instead.',
    signupCheckEmail:
      'Check your email: we have sent you a link to finish signing up. If this address already has an account, the mail says how to sign in.',
    usernameTaken: 'This username is already taken.',
    emailNotVerified:
      'Please verify your email address first. We have sent you a new verification link.',
    tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    tooManyRequests: 'Too many requests. Please wait a few minutes and try again.',
    verifyLinkInvalid: 'This verification link is invalid or has expired.',
    emailVerified: 'Your email address is verified. You can sign in now.',
    emailAlreadyVerified: 'This address is already verified. You can sign in.',
    resetLinkSent:
      'If an account exists for that address, we have emailed a link to reset your password.',
    resetLinkInvalid: 'This password reset link is invalid or has expired.',
    passwordChanged: 'Your password has been changed. You can sign in with it now.',
    passwordsDoNotMatch: 'Passwords do not match.',
    notSignedIn: 'Please sign in to continue.',
    sessionExpired: 'Your session has ended. Please sign in again.',
    csrfRejected: 'Your request could not be verified. Reload the page and try again.',
  },
  toast: {
    userNotLoggedIn: 'User not logged in',
    addToCartError: 'Error adding item to cart',
    somethingWentWrong: 'Something went wrong',
    itemAdded: 'Item added to cart',
    itemRemoved: 'Item removed successfully',
    deleteItemError: 'Error deleting item',
    paymentSaveError: 'Error saving payment',
    paymentRecorded: 'Payment recorded successfully!',
    fillRequired: 'Please fill out all required fields',
    mustLoginToReserve: 'You must be logged in to reserve a seat!',
    slotUnavailable: 'Time slot no longer available.',
    reserveError: 'Error reserving your seat!',
    reserveSuccess: 'Reservation successful! Check your email for confirmation!',
    orderFetchError: 'Error fetching order details!',
    cancelOrderError: 'Error canceling order!',
    orderCanceled: 'Order has been canceled successfully!',
    unexpectedError: 'An unexpected error occurred!',
    orderIdCopied: 'Order ID copied!',
    orderIdCopyFailed: 'Failed to copy Order ID',
    reservationCanceled: 'Reservation canceled successfully!',
    alreadyDelivered: 'Order is already marked as delivered!',
    markDeliveredFailed: 'Failed to mark as delivered!',
    markedDelivered: 'Order marked as delivered!',
    genericError: 'An error occurred!',
  },
  newsletter: {
    subscribed: 'Thank you! You are on the list for our news and seasonal menus.',
    failed: 'We could not sign you up right now. Please try again.',
  },
  http: {
    internal: 'Something went wrong on our side. Please try again.',
    notFound: 'Not found.',
    malformedJson: 'The request body is not valid JSON.',
    bodyTooLarge: 'The request body is too large.',
    unsupportedMediaType: 'Unsupported content type. Send JSON.',
    forbidden: 'You are not allowed to do that.',
    queryTimeout:
      'This page is taking too long to load right now. Please try again in a moment, or narrow the search.',
    databaseUnavailable: 'We could not reach our records just now. Please try again in a moment.',
  },
  /** Dish options and line notes: the server's refusals, word for word. */
  dishOptions: {
    unknownGroup: 'This dish has no such option. Reload the menu and choose again.',
    unknownChoice: (group: string) => `${group}: that choice is not on the menu. Choose again.`,
    unavailable: (choice: string) => `${choice} is not available right now.`,
    soldOut: (choice: string) => `${choice} is sold out.`,
    duplicate: (name: string) => `${name} is chosen more than once.`,
    required: (group: string) => `Choose your ${group}.`,
    tooFew: (group: string, min: number) => `Choose at least ${min} for ${group}.`,
    tooMany: (group: string, max: number) => `Choose at most ${max} for ${group}.`,
    belowZero: 'These choices would make the price less than nothing. Choose again.',
    noteTooLong: (max: number) => `Keep the note to ${max} characters.`,
    note: 'Note for the kitchen',
    notePlaceholder: 'e.g. no onions',
    optional: 'Optional',
    requiredTag: 'Required',
    upTo: (max: number) => `Up to ${max}`,
    chooseOne: 'Choose 1',
    chooseOptions: 'Options',
  },
  liveUpdates: {
    tooManyForSession:
      'Live updates are already open in too many tabs of this session. Close one and try again.',
    tooManyForAddress:
      'Too many live updates are open from your network. Close a tab or two and try again.',
  },
  staffView: {
    label: 'Staff view',
    text: 'You see the store as diners do. Staff accounts cannot order: use a diner account for that.',
    back: 'Back to the back office',
    noOrdering: 'Staff cannot order',
  },
  /** The diner's account page. */
  account: {
    profileSaved: 'Your details are saved.',
    emailChangeSent:
      'Check the new address: we sent it a link. Your account keeps its current address until the link is used.',
    emailChanged: 'Your email address is changed. Sign in with the new one from now on.',
    sameEmail: 'That is already your email address.',
    emailTaken: 'That address now belongs to another account, so your address was not changed.',
    currentPasswordWrong: 'Your current password is not right.',
    passwordChanged: 'Your password is changed. Other devices are signed out.',
    newPasswordSame: 'Choose a password different from your current one.',
    deleteConfirmWrong: 'Your password is not right, so the account was not deleted.',
    accountDeleted:
      'Your account is deleted. Your orders stay in the restaurant’s books without your name or contact details.',
  },
  /** Saved addresses on the account page; checkout preselects the default. */
  savedAddresses: {
    intro: 'Checkout picks your default address first; you can still choose another there.',
    defaultBadge: 'Default',
    makeDefault: 'Make default',
    makeDefaultOf: (address: string) => `Make default: ${address}`,
    edit: 'Edit',
    editOf: (address: string) => `Edit ${address}`,
    editTitle: 'Edit address',
    removeOf: (address: string) => `Remove ${address}`,
    removeQuestion: 'Remove this address?',
    removeNote: 'Past orders keep their own copy of it.',
    keep: 'Keep it',
    failed: 'That did not work. Please try again.',
  },
  /** Booking rules: the wizard and the server refuse with the same words. */
  booking: {
    dateInvalid: 'Date input not valid.',
    datePast: 'That day is in the past',
    dateTooFar: (days: number) => `Bookings open up to ${days} days ahead`,
    callForGroups: (max: number, phone: string) =>
      `For groups over ${max} please call us on ${phone}.`,
    tooManyActive: (max: number) =>
      `You already hold ${max} upcoming ${max === 1 ? 'booking' : 'bookings'}. Cancel one to book another.`,
  },
} as const;
