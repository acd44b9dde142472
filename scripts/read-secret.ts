// Reads a line from the terminal without echoing it (the way `passwd` asks), for the commands that
// take a password: a password never goes on the command line, where shell history and `ps` keep it.

const CTRL_C = "\u0003";
const CTRL_D = "\u0004";
const BACKSPACE = ["\u007f", "\b"];

export function readSecret(prompt: string): Promise<string> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) return Promise.reject(new Error("No terminal to ask for the password."));
  stdout.write(prompt);
  return new Promise((resolve, reject) => {
    let value = "";
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off("data", onData);
      stdout.write("\n");
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString("utf8")) {
        if (char === "\r" || char === "\n") return done();
        if (char === CTRL_C || char === CTRL_D) return done(new Error("Cancelled: nothing was changed."));
        if (BACKSPACE.includes(char)) value = Array.from(value).slice(0, -1).join("");
        else if (char >= " ") value += char;
      }
    };
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on("data", onData);
  });
}

export function readLine(prompt: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(prompt);
  return new Promise((resolve) => {
    let value = "";
    const onData = (chunk: Buffer) => {
      value += chunk.toString("utf8");
      const end = value.search(/\r?\n/);
      if (end < 0) return;
      stdin.off("data", onData);
      stdin.pause();
      resolve(value.slice(0, end));
    };
    stdin.resume();
    stdin.on("data", onData);
  });
}
