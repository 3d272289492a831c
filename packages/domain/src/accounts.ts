/** How long a password reset link works: long enough to reach one's mail, short enough to be worth little if it leaks. */
export const PASSWORD_RESET_VALID_MINUTES = 60;
