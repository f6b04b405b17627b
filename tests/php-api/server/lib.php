<?php
// Shared by every endpoint: CORS, the SQLite connection (created and seeded on first use) and JSON answers.
declare(strict_types=1);

header('Access-Control-Allow-Origin: *');
header('Access-Control-Allow-Methods: GET, POST, DELETE, OPTIONS');
header('Access-Control-Allow-Headers: Content-Type, Authorization, Accept');
if ($_SERVER['REQUEST_METHOD'] === 'OPTIONS') {
    http_response_code(204);
    exit;
}
header('Content-Type: application/json');

const JWT_SECRET = 'php-api-test-secret';

function db(): PDO
{
    static $pdo = null;
    if ($pdo !== null) {
        return $pdo;
    }
    // MariaDB/MySQL when PHP_API_DSN names it (npm run bench:api fills its tables), else SQLite, made on first use.
    $dsn = getenv('PHP_API_DSN');
    if ($dsn) {
        $pdo = new PDO($dsn, getenv('PHP_API_DB_USER') ?: null, getenv('PHP_API_DB_PASSWORD') ?: null);
        $pdo->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);
        $pdo->setAttribute(PDO::ATTR_DEFAULT_FETCH_MODE, PDO::FETCH_ASSOC);
        $pdo->setAttribute(PDO::ATTR_STRINGIFY_FETCHES, true);
        return $pdo;
    }
    $file = getenv('PHP_API_DB') ?: __DIR__ . '/data.sqlite';
    $fresh = !file_exists($file);
    $pdo = new PDO('sqlite:' . $file);
    $pdo->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);
    $pdo->setAttribute(PDO::ATTR_DEFAULT_FETCH_MODE, PDO::FETCH_ASSOC);
    // Like mysqlnd without native types: every column comes back as a string.
    $pdo->setAttribute(PDO::ATTR_STRINGIFY_FETCHES, true);
    $pdo->exec('PRAGMA busy_timeout = 5000');
    if ($fresh) {
        $pdo->exec(file_get_contents(__DIR__ . '/schema.sql'));
        seed($pdo);
    }
    return $pdo;
}

function input(): array
{
    $data = json_decode(file_get_contents('php://input') ?: '', true);
    return is_array($data) ? $data : $_POST;
}

function respond(array $body, int $status = 200): void
{
    http_response_code($status);
    echo json_encode($body);
    exit;
}

function lagos_now(): string
{
    return (new DateTime('now', new DateTimeZone('Africa/Lagos')))->format('Y-m-d H:i:s');
}

/** Stores a data URL (data:image/png;base64,...) under uploads/ and returns the path relative to the API root. */
function save_data_url(string $dataUrl): ?string
{
    if (!preg_match('#^data:image/(png|jpe?g|gif|webp);base64,(.+)$#s', $dataUrl, $m)) {
        return null;
    }
    $name = bin2hex(random_bytes(8)) . '.' . ($m[1] === 'jpeg' ? 'jpg' : $m[1]);
    @mkdir(__DIR__ . '/uploads', 0777, true);
    file_put_contents(__DIR__ . '/uploads/' . $name, base64_decode($m[2]));
    return 'uploads/' . $name;
}

function save_upload(string $field): ?string
{
    if (empty($_FILES[$field]) || $_FILES[$field]['error'] !== UPLOAD_ERR_OK) {
        return null;
    }
    $ext = strtolower(pathinfo($_FILES[$field]['name'], PATHINFO_EXTENSION)) ?: 'bin';
    $name = bin2hex(random_bytes(8)) . '.' . $ext;
    @mkdir(__DIR__ . '/uploads', 0777, true);
    move_uploaded_file($_FILES[$field]['tmp_name'], __DIR__ . '/uploads/' . $name);
    return 'uploads/' . $name;
}

function base64url(string $data): string
{
    return rtrim(strtr(base64_encode($data), '+/', '-_'), '=');
}

function jwt_sign(array $payload): string
{
    $header = base64url(json_encode(['alg' => 'HS256', 'typ' => 'JWT']));
    $body = base64url(json_encode($payload));
    return "$header.$body." . base64url(hash_hmac('sha256', "$header.$body", JWT_SECRET, true));
}

/** The data the journeys read: today's program, two blog posts, members (one with a status we do not know), requests. */
function seed(PDO $pdo): void
{
    @mkdir(__DIR__ . '/uploads', 0777, true);
    copy(__DIR__ . '/uploads-seed.png', __DIR__ . '/uploads/seed-program.png');
    $today = (new DateTime('now', new DateTimeZone('Africa/Lagos')))->format('Y-m-d');
    $pdo->prepare('INSERT INTO admins (email, password_hash) VALUES (?, ?)')
        ->execute(['admin@forum.test', password_hash('php-admin-password', PASSWORD_DEFAULT)]);
    $program = $pdo->prepare('INSERT INTO programs (title, description, date, imageUrl) VALUES (?, ?, ?, ?)');
    $program->execute(['Food bank day', 'Groceries for families in Ikeja.', $today, 'uploads/seed-program.png']);
    $program->execute(['Back to school drive', 'School bags and books.', '2020-09-01', null]);
    $blog = $pdo->prepare('INSERT INTO blogs (title, summary, body, author, image_url, created_at) VALUES (?, ?, ?, ?, ?, ?)');
    $blog->execute(['Older PHP story', 'The first story.', '<p>First body.</p>', null, null, '2024-01-05 09:30:00']);
    $blog->execute(['Newer PHP story', 'The second story.', '<p>Second body.</p>', 'Ada', 'uploads/seed-program.png', '2024-03-10 18:45:00']);
    $member = $pdo->prepare('INSERT INTO members (ulid, title, name, state_of_origin, date_of_birth, place_of_residence,
        type_of_work, company_name, position_held, educational_status, marital_status, email, status, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    $member->execute(['01JC0000000000000000000000', 'Mrs', 'Amaka Obi', 'Lagos', '1985-02-01', 'Ikeja', 'Teacher',
        'Ikeja Grammar', 'Head', 'BSc', 'Married', 'amaka@example.org', 'approved', '2023-06-01 10:00:00']);
    $member->execute(['01JC0000000000000000000001', 'Mr', 'Bola Ade', 'Oyo', '1990-07-12', 'Ibadan', 'Nurse',
        'UCH', 'Staff', 'HND', 'Single', 'bola@example.org', 'pending', '2024-02-01 08:00:00']);
    $requisition = $pdo->prepare('INSERT INTO requisitions (name, ulid, type, duration, amount, description, status, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    $requisition->execute(['Amaka Obi', str_repeat('a', 36), 'leave', '5', null, 'Family visit', 'pending', '2024-04-01 12:00:00']);
    $requisition->execute(['Bola Ade', str_repeat('b', 36), 'raise', null, '20000', 'Transport', null, '2024-04-02 12:00:00']);
    $payment = $pdo->prepare('INSERT INTO payments (reference, status, amount, email) VALUES (?, ?, ?, ?)');
    $payment->execute(['php-donation-ref', 'success', '5000000', 'donor@example.org']);
    $payment->execute(['php-fee-ref', 'success', '5000000', 'applicant@example.org']);
}
