import net from 'node:net';
import os from 'node:os';
import { createMailer, smtpWorstCaseMs } from '../../../src/server/receipts/mailer';

// Mail through SMTP_URL against a small SMTP server on 127.0.0.1 started by the test: one that answers as a mail
// server should, and one that answers one byte at a time for as long as the client listens. nodemailer's timeouts
// count silence only, so the second one held a delivery for ever (past the outbox's lease: a second instance would
// then send the mail again); the mailer cuts the connection at its worst case (receipts/mailer.ts).

interface SmtpServer {
  url: string;
  /** The messages received (DATA), as sent. */
  messages: string[];
  close(): Promise<void>;
}

type Conversation = (socket: net.Socket, line: string) => void;

async function startSmtpServer(answer: Conversation): Promise<SmtpServer> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.write('220 test.example ESMTP\r\n');
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1');
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        answer(socket, line);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages: [],
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A mail server as it should be: every command answered, the message kept. */
function wellBehaved(messages: string[]): Conversation {
  const inData = new WeakMap<net.Socket, string[]>();
  return (socket, line) => {
    const data = inData.get(socket);
    if (data) {
      if (line !== '.') return void data.push(line);
      inData.delete(socket);
      messages.push(data.join('\r\n'));
      return void socket.write('250 2.0.0 queued\r\n');
    }
    const command = line.slice(0, 4).toUpperCase();
    if (command === 'EHLO') socket.write('250-test.example\r\n250 8BITMIME\r\n');
    else if (command === 'DATA') {
      inData.set(socket, []);
      socket.write('354 go ahead\r\n');
    } else if (command === 'QUIT') socket.end('221 bye\r\n');
    else socket.write('250 ok\r\n');
  };
}

const mail = {
  to: 'donor@example.org',
  subject: 'Your donation receipt DBJS/D/2025-26/00001',
  text: 'Thank you',
};

describe('mailer over SMTP', () => {
  it('delivers a mail through the connection it opens', async () => {
    const messages: string[] = [];
    const server = await startSmtpServer(wellBehaved(messages));
    try {
      const mailer = createMailer({
        smtpUrl: server.url,
        dataDir: os.tmpdir(),
        publicUrl: 'https://dbjs.example.org',
      });
      await expect(mailer.send({ ...mail, id: 'receipt-1' })).resolves.toEqual({ delivered: 'smtp' });
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain('Subject: Your donation receipt DBJS/D/2025-26/00001');
      expect(messages[0]).toContain('Message-ID: <receipt-1@dbjs.example.org>');
    } finally {
      await server.close();
    }
  });

  it('gives up at its worst case when the server answers one byte at a time, never falling silent', async () => {
    // The greeting is whole; the answer to EHLO is continuation lines ("250-") that never end, a byte every 20 ms,
    // far inside the socket timeout, for at most a minute.
    const trickles: NodeJS.Timeout[] = [];
    const server = await startSmtpServer((socket, line) => {
      if (!line.toUpperCase().startsWith('EHLO')) return;
      let sent = 0;
      const bytes = Buffer.from('250-x\r\n');
      const trickle = setInterval(() => {
        if (socket.destroyed || sent > 3000) return void clearInterval(trickle);
        socket.write(bytes.subarray(sent % bytes.length, (sent % bytes.length) + 1));
        sent += 1;
      }, 20);
      trickles.push(trickle);
    });
    // Timeouts short enough for a test; the connection's deadline follows them (0.6 + 0.6 + 11 x 0.6 s).
    const smtpUrl = `${server.url}?connectionTimeout=600&greetingTimeout=600&socketTimeout=600`;
    expect(smtpWorstCaseMs(smtpUrl)).toBe(7_800);
    try {
      const mailer = createMailer({ smtpUrl, dataDir: os.tmpdir(), publicUrl: 'https://dbjs.example.org' });
      await expect(mailer.send(mail)).rejects.toThrow(/did not finish the delivery within 7.8 s/);
    } finally {
      for (const trickle of trickles) clearInterval(trickle);
      await server.close();
    }
  }, 90_000);
});
