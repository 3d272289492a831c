/** The only avatar names the server writes (`avatar-{user}-{random}.webp`); the database refuses any other in `users.avatar`. */
export const AVATAR_FILE_PATTERN = '^avatar-[0-9]+-[0-9a-f]{16}\\.webp$';
/** The names of uploaded wine images (`wine-upload-{digest}.webp`): content-addressed, so a name never changes content. */
export const WINE_IMAGE_FILE_PATTERN = '^wine-upload-[0-9a-f]{16}\\.webp$';
/** The avatar of an account that has uploaded none (artwork): staff answers name it, and /images/null shows it. */
export const DEFAULT_AVATAR = 'avatar-default.webp';
