/**
 * The HTTP side of AI-assisted extraction: an OpenAI-compatible chat-completions client (a
 * hosted API, a local Ollama or llama.cpp server). Built in the parser children from the
 * AI_* settings; the extraction engine only sees `complete(request) → text`.
 *
 * It asks for a structured answer (`response_format: json_schema`); a server that rejects that
 * parameter gets the same request once more without it (the instructions ask for JSON too),
 * and the client remembers not to send it again. Every call is bounded by AI_TIMEOUT_MS.
 */
import type { AiRequest, AiService } from '../extraction/index.js';

export interface AiSettings {
  /** Base URL of the API, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
  /** How the model's answer is merged (AI_MODE). */
  mode?: 'assist' | 'primary';
}

export class AiRequestError extends Error {
  override name = 'AiRequestError';
}

type Fetch = typeof fetch;

function endpoint(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
}

/** A 400 that names the structured-output parameter: the server does not support it. */
function rejectsSchema(status: number, body: string): boolean {
  return status === 400 && /response_format|json_schema/i.test(body);
}

export function createAiClient(settings: AiSettings, fetchImpl: Fetch = fetch): AiService {
  let schemaSupported = true;

  async function post(request: AiRequest, withSchema: boolean): Promise<Response> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;
    return fetchImpl(endpoint(settings.baseUrl), {
      method: 'POST',
      headers,
      signal: AbortSignal.timeout(settings.timeoutMs),
      body: JSON.stringify({
        model: settings.model,
        messages: request.messages,
        temperature: 0,
        ...(withSchema
          ? {
              response_format: {
                type: 'json_schema',
                json_schema: {
                  name: request.schema.name,
                  schema: request.schema.schema,
                  strict: true,
                },
              },
            }
          : {}),
      }),
    });
  }

  return {
    async complete(request) {
      let response = await post(request, schemaSupported);
      if (schemaSupported && !response.ok) {
        const body = await response.text();
        if (!rejectsSchema(response.status, body)) {
          throw new AiRequestError(`AI API answered ${response.status}: ${body.slice(0, 200)}`);
        }
        schemaSupported = false;
        response = await post(request, false);
      }
      if (!response.ok) {
        const body = await response.text();
        throw new AiRequestError(`AI API answered ${response.status}: ${body.slice(0, 200)}`);
      }
      const payload = (await response.json()) as {
        choices?: { message?: { content?: unknown } }[];
      };
      const content = payload.choices?.[0]?.message?.content;
      if (typeof content !== 'string')
        throw new AiRequestError('AI API answer has no message content');
      return content;
    },
  };
}

/** The AI settings when AI_BASE_URL and AI_MODEL are set (config validates they come together). */
export function aiSettingsFrom(config: {
  AI_BASE_URL?: string;
  AI_MODEL?: string;
  AI_API_KEY?: string;
  AI_TIMEOUT_MS: number;
  AI_MODE?: 'assist' | 'primary';
}): AiSettings | undefined {
  if (!config.AI_BASE_URL || !config.AI_MODEL) return undefined;
  return {
    baseUrl: config.AI_BASE_URL,
    model: config.AI_MODEL,
    ...(config.AI_API_KEY ? { apiKey: config.AI_API_KEY } : {}),
    timeoutMs: config.AI_TIMEOUT_MS,
    ...(config.AI_MODE === 'primary' ? { mode: 'primary' as const } : {}),
  };
}
