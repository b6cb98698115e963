// Row types of the notifications module's tables: the centre, push subscriptions and choices
// (conventions: schema.ts).

/** A person's notification of one event (the in-app centre), and the record that it was delivered. */
export interface NotificationsTable {
  id: string;
  event_id: string;
  recipient_uuid: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  /** JSON object text. */
  data: string | null;
  /** The catalogue's key of the title and of the body (null: the stored words, a person's own or older). */
  title_key: string | null;
  body_key: string | null;
  /** The keys' values, JSON object text. */
  message_params: string | null;
  /** The person whose own words the body quotes to someone else (a learner's doubt, to the teachers). */
  words_of: string | null;
  /** null: no push wanted; 'due': owed; 'sending': claimed by a run; 'sent'; 'failed'. */
  push_state: string | null;
  read_at: string | null;
  created_at: string;
}

/** A browser's web push subscription (PushSubscription.toJSON()). */
export interface PushSubscriptionsTable {
  id: string;
  uuid: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
  updated_at: string;
}

/** A person's push choice for one event kind (no row: on). */
export interface PushChoicesTable {
  uuid: string;
  kind: string;
  push: number;
  updated_at: string;
}
