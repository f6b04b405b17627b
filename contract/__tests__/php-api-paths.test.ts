import { describe, expect, it } from 'vitest';
import { PHP_API_ENDPOINTS } from '@contract/endpoints';

/** The PHP API's 17 calls exactly as its files answer them: the wire, which no rename on our side may move. */
const PHP_API_CALLS = [
  'GET /api/program/getProgram.php',
  'GET /api/blog/getBlogs.php',
  'GET /api/blog/getSpecificBlog.php',
  'POST /api/donation/verify.php',
  'POST /api/volunteer/volunteer.php',
  'GET /api/volunteer/getVolunteer.php',
  'POST /api/auth/login.php',
  'POST /api/member/createMember.php',
  'GET /api/member/getMembers.php',
  'POST /api/member/updateMember.php',
  'DELETE /api/member/deleteMember.php',
  'GET /api/member/getMember.php',
  'POST /api/blog/addBlog.php',
  'POST /api/program/addProgram.php',
  'GET /api/requisition/fetch_requisition.php',
  'POST /api/requisition/update_requisition_status.php',
  'POST /api/requisition/submit.php',
];

describe('the PHP API calls', () => {
  it('keep their methods and PHP paths, which tests elsewhere reach through the endpoints', () => {
    expect(PHP_API_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual(PHP_API_CALLS);
  });
});
