import { addBlogEndpoint, getBlogsEndpoint, getSpecificBlogEndpoint } from './blog';
import { loginEndpoint } from './auth';
import { verifyPaymentEndpoint } from './donation';
import {
  createMemberEndpoint,
  deleteMemberEndpoint,
  getMemberEndpoint,
  getMembersEndpoint,
  updateMemberEndpoint,
} from './member';
import { addProgramEndpoint, getProgramsEndpoint } from './program';
import {
  fetchRequisitionsEndpoint,
  submitRequisitionEndpoint,
  updateRequisitionStatusEndpoint,
} from './requisition';
import { getVolunteersEndpoint, submitMembershipApplicationEndpoint } from './volunteer';

/** The 17 calls of SPEC section 7, in its order: the list tests walk to check every path is served. */
export const SPEC_ENDPOINTS = [
  getProgramsEndpoint,
  getBlogsEndpoint,
  getSpecificBlogEndpoint,
  verifyPaymentEndpoint,
  submitMembershipApplicationEndpoint,
  getVolunteersEndpoint,
  loginEndpoint,
  createMemberEndpoint,
  getMembersEndpoint,
  updateMemberEndpoint,
  deleteMemberEndpoint,
  getMemberEndpoint,
  addBlogEndpoint,
  addProgramEndpoint,
  fetchRequisitionsEndpoint,
  updateRequisitionStatusEndpoint,
  submitRequisitionEndpoint,
] as const;
