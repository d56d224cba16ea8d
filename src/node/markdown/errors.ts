export interface MarkdownProblem {
  file: string;
  /** 1-based line in the markdown file. */
  line: number;
  message: string;
}

export function formatProblem({ file, line, message }: MarkdownProblem): string {
  return `${file}:${line}: ${message}`;
}

/** Every problem of one file, reported together so an author fixes them in one pass. */
export class MarkdownBuildError extends Error {
  readonly problems: MarkdownProblem[];

  constructor(problems: MarkdownProblem[]) {
    super(`Invalid markdown:\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'MarkdownBuildError';
    this.problems = problems;
  }
}
