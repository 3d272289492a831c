export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: string[];
export declare function ensureChromium(): string;
export declare const UNWANTED_FEATURES: string[];
export declare function withUnwantedFeatures(flag: string): string;
