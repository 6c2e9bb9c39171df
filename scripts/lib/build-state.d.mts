export const SERVER_BUNDLE: string;
export const WEB_BUILD_MARK: string;
export const SERVER_SOURCES: string[];
export const BUILD_SOURCES: string[];
export function isBuildCurrent(root: string, outputs: string[], sources: string[]): boolean;
