export declare const FAILED_PREFIX: string;
