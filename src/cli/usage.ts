/** A command line the CLI cannot run (unknown command or option, a missing or extra argument): exit 2 with the message. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
