/**
 * What the engine needs from a large language model: one chat completion that answers with
 * JSON. The engine builds the request and judges the answer; the caller (the server's parser
 * children) supplies the transport, so the engine itself never opens a connection.
 */
export interface AiMessage {
  role: 'system' | 'user';
  content: string;
}

export interface AiRequest {
  messages: AiMessage[];
  /** A JSON schema the answer must follow, for APIs that can enforce one. */
  schema: { name: string; schema: Record<string, unknown> };
}

export interface AiService {
  /** The model's answer: the message content, expected to be a JSON object. */
  complete(request: AiRequest): Promise<string>;
}
