import { adminApi } from './api';
import type { MessageAnswer } from './types';

// Form 10BE certificates (server: src/server/routes/admin/form10be.ts), injected into the console's one API.

export interface Form10beProgress {
  certificates: number;
  no_email: number;
  not_queued: number;
  queued: number;
  sent: number;
  failed: number;
}

export type CertificateMailStatus =
  'no-email' | 'not-queued' | 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';

export interface Form10beCertificate {
  id: number;
  certificate_number: string;
  donor_name: string;
  pan: string;
  email: string;
  amount_paise: number;
  sha256: string;
  issued_at: string;
  mail_status: CertificateMailStatus;
  mail_sent_at: string | null;
  changed: boolean;
}

export interface Form10beYear {
  fy: number;
  filed: { acknowledgement: string; filed_on: string | null; filed_at: string } | null;
  /** Why certificates cannot be generated yet (null: they can). */
  problem: string | null;
  donors: number;
  missing: number;
  progress: Form10beProgress;
  certificates: Form10beCertificate[];
}

const form10beApi = adminApi.enhanceEndpoints({ addTagTypes: ['Form10be'] }).injectEndpoints({
  endpoints: (build) => ({
    getForm10beYear: build.query<Form10beYear, number>({
      query: (fy) => ({ url: 'form-10be', params: { fy } }),
      providesTags: ['Form10be'],
    }),
    getForm10beProgress: build.query<{ fy: number; progress: Form10beProgress }, number>({
      query: (fy) => ({ url: 'form-10be/progress', params: { fy } }),
    }),
    generateForm10be: build.mutation<MessageAnswer & { created: number; total: number }, { fy: number }>({
      query: (body) => ({ url: 'form-10be/generate', method: 'POST', body }),
      invalidatesTags: ['Form10be', 'Audit'],
    }),
    mailForm10be: build.mutation<
      MessageAnswer & { queued: number; progress: Form10beProgress },
      { fy: number }
    >({
      query: (body) => ({ url: 'form-10be/mail', method: 'POST', body }),
      invalidatesTags: ['Form10be', 'Audit', 'Mail'],
    }),
  }),
});

export const {
  useGetForm10beYearQuery,
  useGetForm10beProgressQuery,
  useGenerateForm10beMutation,
  useMailForm10beMutation,
} = form10beApi;
