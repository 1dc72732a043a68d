// The part of wink-naive-bayes-text-classifier (plain JavaScript, no bundled types) that the safety classifier uses.
declare module 'wink-naive-bayes-text-classifier' {
  interface NaiveBayesTextClassifier {
    definePrepTasks(tasks: ((input: string) => string[])[]): number;
    defineConfig(config: { considerOnlyPresence?: boolean; smoothingFactor?: number }): boolean;
    learn(input: string, label: string): boolean;
    consolidate(): boolean;
    computeOdds(input: string): [string, number][];
    predict(input: string): string;
    exportJSON(): string;
    importJSON(json: string): boolean;
  }
  function winkNaiveBayes(): NaiveBayesTextClassifier;
  export = winkNaiveBayes;
}
