import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 whose answer to each message's data can be held back (a slow
 * mail server) or refused, so tests see what the app does while the SMTP exchange is under way.
 */
export async function startGatedSmtpServer() {
  const mails: Array<{ to: string[]; raw: string }> = [];
  let waiting: Array<() => void> = [];
  let held = false;
  let refuse = false;
  /** Messages whose data arrived and whose answer is being held. */
  let inFlight = 0;
  /** Messages refused so far. */
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const answer = () => {
          inFlight -= 1;
          if (refuse) {
            refused += 1;
            callback(Object.assign(new Error('mailbox unavailable, try later'), { responseCode: 451 }));
            return;
          }
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        };
        inFlight += 1;
        if (held) waiting.push(answer);
        else answer();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailsTo: (email: string) => mails.filter((mail) => mail.to.includes(email)),
    get inFlight() {
      return inFlight;
    },
    get refused() {
      return refused;
    },
    /** From now on, answers wait until `release()`. */
    hold: () => void (held = true),
    /** Answers everything held so far, and later messages at once. */
    release: () => {
      held = false;
      for (const answer of waiting.splice(0)) answer();
    },
    /** Refuses messages (451) until called with false. */
    refuseAll: (value: boolean) => void (refuse = value),
    close: () => {
      for (const answer of waiting.splice(0)) answer();
      waiting = [];
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
