// The load balancer's configuration, rendered from the cluster's ports and number of processes. A pure
// function, so what the balancer promises (health checks, retries, request ids) is tested without it.

export interface HaproxyPlan {
  /** The server processes' ports on 127.0.0.1, one `server` line each. */
  serverPorts: readonly number[];
  /** Where learners connect (127.0.0.1). */
  frontPort: number;
  /** The stats page (127.0.0.1 only). */
  statsPort: number;
  /** An absolute path: `status` reads each backend's state from it. */
  statsSocket: string;
  /** The server's notification-stream heartbeat and time limit (NOTIFY_STREAM_* in config.ts). */
  streamHeartbeatSeconds: number;
  streamMaxSeconds: number;
  /** Connections the balancer holds at once; each proxied one costs two file descriptors. */
  maxConnections: number;
}

/** The server keeps an X-Request-Id of this form (platform/operator/request-ids.ts) and replaces any other. */
export const WELL_FORMED_REQUEST_ID = '^[A-Za-z0-9._:-]{1,64}$';

/** The path the balancer's health checks call: 200 only while the process reaches its database. */
export const READY_PATH = '/api/platform/ready';

/** The name of the i-th server (from 1): HAProxy writes it into X-Served-By and its stats. */
export function serverName(index: number): string {
  return `app${index}`;
}

/**
 * An idle stream still sends a heartbeat, so the server side's inactivity timeout needs only outlast
 * two of them; the tunnel timeout (upgraded connections) outlasts the stream's whole life.
 */
export function streamTimeouts(heartbeatSeconds: number, maxSeconds: number): { server: number; tunnel: number } {
  return { server: Math.max(60, heartbeatSeconds * 2 + 10), tunnel: maxSeconds + 30 };
}

/** The balancer's memory for files read by shared signed links (media-file.routes.ts says which). */
export const SHARED_MEDIA_CACHE = 'shared-media';

// The id is logged beside the usual HTTP fields: the same id is in the server's log line of the request.
const LOG_FORMAT =
  '%ci:%cp [%tr] %ft %b/%s %TR/%Tw/%Tc/%Tr/%Ta %ST %B %tsc %ac/%fc/%bc/%sc/%rc %sq/%bq request_id=%[capture.req.hdr(0)] %{+Q}r';

export function renderHaproxyConfig(plan: HaproxyPlan): string {
  const timeouts = streamTimeouts(plan.streamHeartbeatSeconds, plan.streamMaxSeconds);
  const servers = plan.serverPorts.map((port, i) => `  server ${serverName(i + 1)} 127.0.0.1:${port} check`);
  return [
    '# Rendered by ops/cluster/haproxy-config.ts at each `npm run cluster -- start`: edits here are lost.',
    'global',
    '  log stdout format raw local0 info',
    `  maxconn ${plan.maxConnections}`,
    `  stats socket ${plan.statsSocket} mode 600 level admin`,
    // A soft stop waits for open connections, and a notification stream stays open for minutes.
    '  hard-stop-after 10s',
    '',
    'defaults',
    '  mode http',
    '  log global',
    `  log-format "${LOG_FORMAT}"`,
    // The launcher's and status's port probes open a connection and send nothing: not worth a log line.
    '  option dontlognull',
    '  option http-keep-alive',
    '  option forwardfor',
    // A request is sent again only when no server took its connection: a POST that reached a server
    // is never sent twice by the balancer (the web's outbox retries with its own ids).
    '  option redispatch 1',
    '  retries 3',
    '  retry-on conn-failure',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout http-request 15s',
    '  timeout http-keep-alive 15s',
    '  timeout queue 30s',
    // Server-sent events: HAProxy does not buffer responses, so events pass as written; these
    // timeouts keep a quiet stream open between heartbeats and for its whole time limit.
    `  timeout server ${timeouts.server}s`,
    `  timeout tunnel ${timeouts.tunnel}s`,
    '',
    'frontend web',
    `  bind 127.0.0.1:${plan.frontPort}`,
    `  http-request set-header X-Request-Id %[uuid()] unless { req.hdr(x-request-id) -m reg ${WELL_FORMED_REQUEST_ID} }`,
    '  http-request capture req.hdr(x-request-id) len 64',
    '  default_backend app',
    '',
    'backend app',
    // Notification streams stay open for minutes: round robin would pile them on one process, while
    // leastconn sends each new request to the process holding the fewest connections.
    '  balance leastconn',
    '  option httpchk',
    `  http-check send meth GET uri ${READY_PATH}`,
    '  http-check expect status 200',
    '  http-reuse safe',
    // A figure of the morning's paper is opened by thousands of learners in one minute by the same
    // shared signed link: kept here, it is answered without a server. Only signed links are looked
    // up (the signature is the right to read, and the servers mark only shared ones public); HAProxy
    // itself never keeps an answer to a request carrying Authorization, nor a private one.
    `  http-request cache-use ${SHARED_MEDIA_CACHE} if { path_beg /api/media/file/ } { url_param(sig) -m found }`,
    `  http-response cache-store ${SHARED_MEDIA_CACHE}`,
    '  default-server inter 1s fall 2 rise 2',
    '  http-response set-header X-Served-By %s',
    ...servers,
    '',
    // Small files only (figures, not videos), kept at most until their link expires (the signed
    // lifetime, 3600 s, bounds max-age; the answer's own max-age is shorter as the link ages).
    `cache ${SHARED_MEDIA_CACHE}`,
    '  total-max-size 64',
    '  max-object-size 1048576',
    '  max-age 3600',
    '',
    'frontend stats',
    `  bind 127.0.0.1:${plan.statsPort}`,
    '  no log',
    '  stats enable',
    '  stats uri /',
    '  stats refresh 2s',
    '',
  ].join('\n');
}
