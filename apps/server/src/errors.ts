import { errorCatalogue, type ErrorCode, type ErrorMessageParams } from '@changdee/contract/errors';
import type { IssueMessageKey } from '@changdee/contract/issue-messages';
import type { LocalizedText } from '@changdee/domain/locale';

// The one error type services throw. The error handler (plugins/error-handler.ts) turns it into
// { message, code, details } with the catalogue's status, in the request's language: the
// catalogue's text with `params` filled in ({min}), or `message` when the failure brings its own
// words (a coupon's error_message). `field` names the one request field at fault: the answer then
// carries it as validation details ([{ in: 'body', path, message }]), like a schema failure, whose
// message is the code's, or the contract's words for `fieldIssue` when those say more.
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;
  readonly headers: Record<string, string>;
  readonly params: ErrorMessageParams;
  readonly localizedMessage: LocalizedText | null;
  readonly field: string | null;
  readonly fieldIssue: IssueMessageKey | null;

  constructor(
    code: ErrorCode,
    options: {
      details?: unknown;
      headers?: Record<string, string>;
      params?: ErrorMessageParams;
      message?: LocalizedText | null;
      field?: string;
      fieldIssue?: IssueMessageKey;
      cause?: unknown;
    } = {},
  ) {
    super(options.message?.en ?? errorCatalogue[code].en, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.details = options.details;
    this.headers = options.headers ?? {};
    this.params = options.params ?? {};
    this.localizedMessage = options.message ?? null;
    this.field = options.field ?? null;
    this.fieldIssue = options.fieldIssue ?? null;
  }
}
