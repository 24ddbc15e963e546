export const systemChromium: string;
export const chromiumExecutable: string | undefined;
export const chromiumArgs: string[];
