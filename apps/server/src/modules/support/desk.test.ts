import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, supportTickets } from '@alphadesk/db';
import { supportFirstResponseMinutes } from '@alphadesk/contracts';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { buildGuest, buildMember, randomIp, type TestUser } from '../../testing/factories.ts';
import { startSmtpServer } from '../../testing/smtp.ts';
import { buildStaffAccount } from '../staff/testing/staff.ts';

describe('the ticket desk: members’ tickets and customer service', () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await createTestServer({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) =>
    server.app.inject({ method, url, headers, remoteAddress: randomIp(), ...(payload ? { payload } : {}) });

  /** Moves a ticket's creation back, as if it had waited that many minutes (plus a few seconds). */
  async function backdate(id: string, minutes: number) {
    await server.database.db
      .update(supportTickets)
      .set({ createdAt: new Date(Date.now() - minutes * 60_000 - 5_000) })
      .where(eq(supportTickets.id, id));
  }

  async function openTicket(member: TestUser, subject = '分析報告無法下載') {
    const response = await call('POST', '/api/support/my-tickets', member.headers, {
      category: 'technical',
      subject,
      message: '下載 PDF 時一直出現錯誤，請協助處理。',
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { ticket: { id: string; reference: string } }).ticket;
  }

  it('a member opens a ticket, lists it and reads it; the ticket carries the member’s tier', async () => {
    const member = await buildMember(server, { tier: 'gold' });
    const ticket = await openTicket(member);
    const list = (await call('GET', '/api/support/my-tickets', member.headers)).json();
    expect(list.tickets.map((t: { id: string }) => t.id)).toEqual([ticket.id]);
    const detail = await call('GET', `/api/support/my-tickets/${ticket.id}`, member.headers);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().ticket).toMatchObject({ status: 'open', reply_count: 0 });
    const [row] = await server.database.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, ticket.id));
    expect(row).toMatchObject({ tier: 'gold', source: 'member', userId: member.userId });
  });

  it('a member cannot read, list or answer another member’s ticket (404, as if missing)', async () => {
    const owner = await buildMember(server);
    const other = await buildMember(server);
    const ticket = await openTicket(owner);
    const read = await call('GET', `/api/support/my-tickets/${ticket.id}`, other.headers);
    expect(read.statusCode).toBe(404);
    expect(expectCleanError(read.body).code).toBe('SUPPORT_TICKET_NOT_FOUND');
    const reply = await call('POST', `/api/support/my-tickets/${ticket.id}/replies`, other.headers, {
      message: '我也想知道',
    });
    expect(reply.statusCode).toBe(404);
    expect((await call('GET', '/api/support/my-tickets', other.headers)).json().tickets).toEqual([]);
    expect((await call('GET', '/api/support/my-tickets', {})).statusCode).toBe(401);
  });

  it('a guest cannot open a ticket (it is answered by mail), and bad input is a 400 in zh-TW', async () => {
    const guest = await buildGuest(server);
    const refused = await call('POST', '/api/support/my-tickets', guest.headers, {
      category: 'technical',
      subject: '問題',
      message: '這是一段足夠長的說明文字。',
    });
    expect(refused.statusCode).toBe(403);
    const member = await buildMember(server);
    const short = await call('POST', '/api/support/my-tickets', member.headers, {
      category: 'technical',
      subject: '問題',
      message: '太短',
    });
    expect(short.statusCode).toBe(400);
    expect(expectCleanError(short.body).message).toBe('請至少輸入 10 個字說明您的問題');
    const badId = await call('GET', '/api/support/my-tickets/not-an-id', member.headers);
    expect(badId.statusCode).toBe(400);
    expect(expectCleanError(badId.body).message).toBe('工單編號格式錯誤');
  });

  it('a manager replies: the sender is mailed, sees the reply, the clock stops and the reply is audited', async () => {
    const member = await buildMember(server, { tier: 'diamond' });
    const ticket = await openTicket(member, `帳單問題 ${Math.random()}`);
    const manager = await buildStaffAccount(server, 'manager');
    await backdate(ticket.id, 30);
    const answered = await call('POST', `/api/admin/support/tickets/${ticket.id}/replies`, manager.headers, {
      message: '您好，我們已修正下載問題，請再試一次。',
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const body = answered.json();
    expect(body.ticket).toMatchObject({ status: 'in_progress', assigned_staff_id: manager.id });
    expect(body.ticket.sla).toMatchObject({
      tier: 'diamond',
      target_minutes: supportFirstResponseMinutes.diamond,
      breached: false,
      remaining_minutes: null,
    });
    const mail = smtp.mails.find((m) => m.subject.includes(ticket.reference));
    expect(mail?.to).toEqual([member.email]);
    expect(mail?.text).toContain('我們已修正下載問題');
    const seen = (await call('GET', `/api/support/my-tickets/${ticket.id}`, member.headers)).json();
    expect(seen.replies).toMatchObject([{ author: 'staff', body: '您好，我們已修正下載問題，請再試一次。' }]);
    const audit = await server.services.audit.list({
      limit: 100,
      offset: 0,
      actions: ['support.ticket_replied'],
    });
    expect(audit.entries.filter((entry) => entry.target_id === ticket.id)).toHaveLength(1);
  });

  it('the SLA clock of a free ticket is breached once its target passes unanswered', async () => {
    const member = await buildMember(server);
    const ticket = await openTicket(member);
    const admin = await buildStaffAccount(server, 'admin');
    await backdate(ticket.id, supportFirstResponseMinutes.free + 1);
    const detail = (await call('GET', `/api/admin/support/tickets/${ticket.id}`, admin.headers)).json();
    expect(detail.ticket.sla).toMatchObject({ tier: 'free', breached: true, remaining_minutes: -2 });
  });

  it('status moves follow open → in_progress → resolved → closed; a closed ticket takes no reply', async () => {
    const member = await buildMember(server);
    const ticket = await openTicket(member);
    const manager = await buildStaffAccount(server, 'manager');
    const patch = (payload: object) =>
      call('PATCH', `/api/admin/support/tickets/${ticket.id}`, manager.headers, payload);
    expect((await patch({ status: 'in_progress', priority: 'urgent' })).statusCode).toBe(200);
    expect((await patch({ status: 'resolved' })).json().ticket.resolved_at).not.toBeNull();
    // The member answering a resolved ticket reopens it.
    await call('POST', `/api/support/my-tickets/${ticket.id}/replies`, member.headers, {
      message: '還是不行',
    });
    expect(
      (await call('GET', `/api/support/my-tickets/${ticket.id}`, member.headers)).json().ticket.status,
    ).toBe('in_progress');
    expect((await patch({ status: 'closed' })).statusCode).toBe(200);
    const back = await patch({ status: 'open' });
    expect(back.statusCode).toBe(409);
    expect(expectCleanError(back.body).code).toBe('SUPPORT_STATUS_TRANSITION');
    const late = await call('POST', `/api/support/my-tickets/${ticket.id}/replies`, member.headers, {
      message: '再問一次',
    });
    expect(expectCleanError(late.body).code).toBe('SUPPORT_TICKET_CLOSED');
    const bad = await patch({ priority: 'sometime' });
    expect(bad.statusCode).toBe(400);
    expect(expectCleanError(bad.body).message).toBe('優先順序須為 low、medium、high 或 urgent');
    const empty = await patch({});
    expect(expectCleanError(empty.body).message).toBe('請至少修改一個欄位');
    const audit = await server.services.audit.list({
      limit: 100,
      offset: 0,
      actions: ['support.ticket_updated'],
    });
    expect(audit.entries.filter((entry) => entry.target_id === ticket.id)).toHaveLength(3);
  });

  it('assigns only to staff who may work on customer service', async () => {
    const member = await buildMember(server);
    const ticket = await openTicket(member);
    const root = await buildStaffAccount(server, 'super_admin');
    const manager = await buildStaffAccount(server, 'manager');
    const finance = await buildStaffAccount(server, 'finance');
    const agents = (await call('GET', '/api/admin/support/agents', root.headers)).json().agents;
    expect(agents.map((a: { id: string }) => a.id)).toContain(manager.id);
    expect(agents.map((a: { id: string }) => a.id)).not.toContain(finance.id);
    const assign = (id: string) =>
      call('PATCH', `/api/admin/support/tickets/${ticket.id}`, root.headers, { assigned_staff_id: id });
    expect((await assign(manager.id)).json().ticket.assigned_staff_name).toBe('測試manager');
    const refused = await assign(finance.id);
    expect(refused.statusCode).toBe(400);
    expect(expectCleanError(refused.body).code).toBe('SUPPORT_AGENT_INVALID');
  });

  it('stats are counted from the stored tickets', async () => {
    // A server of its own: the counts are exact.
    const own = await createTestServer();
    try {
      const member = await buildMember(own);
      const manager = await buildStaffAccount(own, 'manager');
      const open = (subject: string) =>
        own.app.inject({
          method: 'POST',
          url: '/api/support/my-tickets',
          headers: member.headers,
          remoteAddress: randomIp(),
          payload: { category: 'billing', subject, message: '請協助確認這筆扣款是否正確。' },
        });
      const ids: string[] = [];
      for (const subject of ['一', '二', '三', '四']) ids.push((await open(subject)).json().ticket.id);
      const staff = (method: 'POST' | 'PATCH', url: string, payload: object) =>
        own.app.inject({ method, url, headers: manager.headers, payload, remoteAddress: randomIp() });
      await staff('POST', `/api/admin/support/tickets/${ids[0]}/replies`, { message: '已處理' });
      await staff('PATCH', `/api/admin/support/tickets/${ids[0]}`, { status: 'resolved' });
      await staff('PATCH', `/api/admin/support/tickets/${ids[1]}`, { priority: 'urgent' });
      const stats = (
        await own.app.inject({
          url: '/api/admin/support/stats',
          headers: manager.headers,
          remoteAddress: randomIp(),
        })
      ).json();
      expect(stats.stats).toMatchObject({
        total_tickets: 4,
        open_tickets: 3,
        resolved_tickets: 1,
        urgent_tickets: 1,
        resolution_rate: 0.25,
        active_agents: 1,
        satisfaction_score: null,
        first_response_targets: supportFirstResponseMinutes,
      });
      expect(stats.stats.avg_response_time).toBeGreaterThanOrEqual(0);
      expect(stats.recent_activity).toHaveLength(4);
      expect(stats.recent_activity[0]).toMatchObject({ type: 'ticket' });
    } finally {
      await own.close();
    }
  });
});
