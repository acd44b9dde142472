// Part of the command-line scripts: runs `main` and exits with the code it returns (0 when it
// returns nothing), or prints the error's message and exits 1. Exiting explicitly matters: the
// database pool would otherwise keep the process alive for a while after the work is done.
export function runCli(main: () => Promise<number | void>) {
  main().then(
    (code) => process.exit(code ?? 0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
