export const systemChromium: string;
export const chromiumExecutable: string | undefined;
export const headlessShell: string;
export const testChromiumExecutable: string | undefined;
export const chromiumArgs: string[];
