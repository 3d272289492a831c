/**
 * The mail the shop sends (@cellar/mail), in English. Compiled apart, like the back office's words: only the
 * server, which writes the mail, loads them (`@cellar/i18n/mail`). The facts of an order reuse the ui area's
 * words (`orders.*`, `orderStatus.*`), so a mail says an order as the order history does.
 */
export const mail = {
  'mail.greeting': 'Hello {firstname},',
  'mail.signature': 'Cheers, the team at {brand}',
  'mail.why': 'You receive this mail because of your account at {brand}.',
  'mail.contact': '{address} · {phone}',
  // The buttons several mails share.
  'mail.seeOrder': 'See your order',
  'mail.chooseNewPassword': 'Choose a new password',
  'mail.orderLine': '{qty, number} × {price}',
  'mail.orderTotal': 'Total: {amount}',

  'mail.welcome.subject': 'Welcome to {brand}',
  'mail.welcome.preview': 'Your account is ready: the cellar is open.',
  'mail.welcome.body': 'Your account at {brand} is ready. Browse our wines, fill your cart, and we bring them to your door anywhere in Uruguay on the day you choose.',
  'mail.welcome.action': 'Browse our wines',

  'mail.passwordReset.subject': 'Choose a new password for {brand}',
  'mail.passwordReset.preview': 'A link to choose a new password, valid for {minutes, plural, one {# minute} other {# minutes}}.',
  'mail.passwordReset.body': 'Someone, we hope you, asked to reset the password of your account. The button below lets you choose a new one; it works once, within {minutes, plural, one {# minute} other {# minutes}}, and signs you out everywhere else.',
  'mail.passwordReset.ignore': 'If you did not ask for it, ignore this mail: your password stays as it is.',

  'mail.orderConfirmation.subject': 'Your order #{id} at {brand}',
  'mail.orderConfirmation.preview': 'Thank you: {bottles, plural, one {# bottle} other {# bottles}} for {total}, shipped on {date}.',
  'mail.orderConfirmation.body': 'Thank you for your order. It is paid, and we ship it on {date}.',

  'mail.orderInTransit.subject': 'Your order #{id} is on its way',
  'mail.orderInTransit.body': 'Your order left the cellar and is on its way to {address}.',
  'mail.orderDelivered.subject': 'Your order #{id} was delivered',
  'mail.orderDelivered.body': 'Your order was delivered to {address}. We hope you enjoy the wines.',
  'mail.orderRejected.subject': 'Your order #{id} was rejected',

  'mail.passwordChanged.subject': 'Your password at {brand} was changed',
  'mail.passwordChanged.preview': 'The password of your account was changed.',
  'mail.passwordChanged.body': 'The password of your account was changed on {when}, and every other device was signed out.',
  'mail.passwordChanged.notYou': 'If it was not you, choose a new password now and write to us at {email}.',

  'mail.accountErased.subject': 'Your account at {brand} was erased',
  'mail.accountErased.preview': 'Your personal data is gone; your orders stay in our books without it.',
  'mail.accountErased.body': 'As you asked, we erased your name, email address, phone, address, picture and reviews, and signed you out everywhere. The orders you placed stay in our books, as the law requires for every sale, with no name or contact on them.',
  'mail.accountErased.goodbye': 'Thank you for having been our customer: you are welcome back any time with a new account.',
} as const;
