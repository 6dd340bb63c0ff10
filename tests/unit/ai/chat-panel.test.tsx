import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../shared/contracts/ai';
import { ChatPanel } from '../../../web/features/chat/ChatPanel';

const msg = (over: Partial<ChatMessage>): ChatMessage => ({
  id: Math.random().toString(36),
  projectId: 'p',
  role: 'assistant',
  content: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  isClarifyingChat: false,
  isError: false,
  messageType: 'answer',
  ...over,
});
const render = (messages: ChatMessage[], clarifying = false) =>
  renderToString(
    <ChatPanel
      messages={messages}
      mode="major"
      hasDraft={false}
      clarifying={clarifying}
      loading={false}
      onModeChange={() => {}}
      onToast={() => {}}
      onSend={() => {}}
    />,
  );

describe('ChatPanel (docs/product.md › Chat panel)', () => {
  it('shows the three modes, the hint and the normal placeholder', () => {
    const html = render([]);
    for (const label of ['Major Edit', 'Minor Edit', 'Just Ask']) expect(html).toContain(label);
    expect(html).toContain('Shift+Enter for new line.');
    expect(html).toContain('placeholder="Type your request..."');
    expect(html).not.toContain('Please answer the AI');
  });

  it('renders markdown without raw HTML, errors with "An error occurred.", suggestions and the offline label', () => {
    const html = render(
      [
        msg({
          content: '**Bold** <script>alert(1)</script><img src=x onerror=alert(1)>',
          provider: 'offline',
        }),
        msg({ content: 'Sorry, I encountered an error: boom', isError: true, messageType: 'error' }),
        msg({ content: 'What kind?', messageType: 'clarification', suggestions: ['A sale', 'A newsletter'] }),
      ],
      true,
    );
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).toContain('An error occurred.');
    expect(html).toContain('A newsletter</button>');
    expect(html).toContain('Offline composer (no AI model connected)');
    expect(html).toContain('placeholder="Your answer to the AI..."');
    expect(html).toContain('Please answer the AI&#x27;s question above to continue.');
  });
});
