import { hashPasswordsCheaplyForTests } from '../src/platform/auth/password.ts';

// Every API test file (vitest setupFiles): passwords hash at the test cost (ADR 0095).
hashPasswordsCheaplyForTests();
