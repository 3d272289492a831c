export interface Build {
  name: string;
  command: string[];
  outputs: string[];
  inputs: (root: string) => string[];
}
export declare const BUILDS: Build[];
export declare function staleReason(build: Build, root?: string): string | null;
