import { addBlogEndpoint, getBlogsEndpoint, getBlogPostEndpoint } from './blog';
import { loginEndpoint } from './auth';
import { verifyPaymentEndpoint } from './donation';
import {
  createMemberEndpoint,
  deleteMemberEndpoint,
  getMemberEndpoint,
  getMembersEndpoint,
  updateMemberEndpoint,
} from './member';
import { addProgramEndpoint } from './admin-content';
import { getProgramsEndpoint } from './program';
import {
  fetchMemberRequestsEndpoint,
  submitMemberRequestEndpoint,
  updateMemberRequestStatusEndpoint,
} from './member-request';
import {
  getMembershipApplicationsEndpoint,
  submitMembershipApplicationEndpoint,
} from './membership-application';

/** The 17 calls of the PHP-era API: the list tests walk to check every path is served. */
export const PHP_API_ENDPOINTS = [
  getProgramsEndpoint,
  getBlogsEndpoint,
  getBlogPostEndpoint,
  verifyPaymentEndpoint,
  submitMembershipApplicationEndpoint,
  getMembershipApplicationsEndpoint,
  loginEndpoint,
  createMemberEndpoint,
  getMembersEndpoint,
  updateMemberEndpoint,
  deleteMemberEndpoint,
  getMemberEndpoint,
  addBlogEndpoint,
  addProgramEndpoint,
  fetchMemberRequestsEndpoint,
  updateMemberRequestStatusEndpoint,
  submitMemberRequestEndpoint,
] as const;
