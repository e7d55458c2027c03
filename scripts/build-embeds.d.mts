export declare function buildEmbedScripts(outdir: string): Promise<void>;
