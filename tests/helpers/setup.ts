// Runs before every test file. Tests see the embedded defaults, never a developer's .env.
process.env.NEXTAUTH_SECRET ??= "test-only-secret-0123456789abcdef0123456789";
