export declare const reactAsPreact: Readonly<Record<string, string>>;
export declare const reactImporters: readonly RegExp[];
export declare function aliasOf(specifier: string): string | undefined;
