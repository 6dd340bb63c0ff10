import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contactTopicsSchema, MAX_TOPICS, type ContactTopics } from '../../../shared/contracts/unsubscribe';
import { Button, Field, Input } from '../../components/ui';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import styles from './TrackingPage.module.css';

const TOPICS_KEY = ['contact-topics'] as const;
const split = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/**
 * The topics (contact tags) subscribers may choose on the unsubscribe page, typed comma-separated. What was
 * typed stays in the box when saving fails.
 */
export function TopicsField() {
  const client = useQueryClient();
  const topics = useQuery({
    queryKey: TOPICS_KEY,
    queryFn: () => apiRequest('/api/audience/topics', { schema: contactTopicsSchema }),
  });
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    if (topics.data && text === null) setText(topics.data.topics.join(', '));
  }, [topics.data, text]);
  const save = useMutation({
    mutationFn: (body: ContactTopics) =>
      apiRequest('/api/audience/topics', { method: 'PUT', body, schema: contactTopicsSchema }),
    onSuccess: (saved) => {
      client.setQueryData(TOPICS_KEY, saved);
      setText(saved.topics.join(', '));
      toast({ title: 'Topics saved' });
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
  });

  return (
    <form
      className={styles.topicsForm}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ topics: split(text ?? '') });
      }}
    >
      <Field
        className={styles.topicsField}
        label="Topics subscribers can choose"
        hint={`Contact tags, comma-separated, up to ${MAX_TOPICS}. They appear on the unsubscribe page.`}
      >
        <Input
          value={text ?? ''}
          placeholder={topics.isPending ? 'Loading…' : 'news, offers'}
          disabled={topics.isPending}
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
      <Button type="submit" variant="outline" loading={save.isPending} disabled={topics.isPending}>
        {save.isPending ? 'Saving…' : 'Save topics'}
      </Button>
    </form>
  );
}
