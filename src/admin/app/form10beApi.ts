import { adminApi } from './api';
import type { MessageAnswer } from './types';
import type { Form10beProgress, Form10beYear } from '../../shared/schemas/admin';

export type {
  CertificateMailStatus,
  Form10beCertificate,
  Form10beProgress,
  Form10beYear,
} from '../../shared/schemas/admin';

// Form 10BE certificates (server: src/server/routes/admin/form10be.ts), injected into the console's one API.

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
