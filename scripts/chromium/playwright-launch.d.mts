import type { LaunchOptions } from 'playwright-core';

export declare function playwrightLaunchOptions(args?: string[]): Promise<LaunchOptions>;
