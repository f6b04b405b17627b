CREATE TABLE programs (id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT, description TEXT, date TEXT, imageUrl TEXT);
CREATE TABLE blogs (id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT, summary TEXT, body TEXT, author TEXT, image_url TEXT, created_at TEXT);
CREATE TABLE admins (id INTEGER PRIMARY KEY AUTOINCREMENT, email TEXT UNIQUE, password_hash TEXT);
CREATE TABLE members (id INTEGER PRIMARY KEY AUTOINCREMENT, ulid TEXT, title TEXT, name TEXT, state_of_origin TEXT,
  date_of_birth TEXT, place_of_residence TEXT, type_of_work TEXT, company_name TEXT, position_held TEXT,
  educational_status TEXT, marital_status TEXT, email TEXT, status TEXT, created_at TEXT);
CREATE TABLE volunteers (id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT, name TEXT, gender TEXT, email TEXT, phone TEXT,
  marital_status TEXT, state_of_origin TEXT, address TEXT, occupation TEXT, imageUrl TEXT, file_path TEXT, created_at TEXT);
CREATE TABLE requisitions (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT, ulid TEXT, type TEXT, duration TEXT,
  amount TEXT, description TEXT, status TEXT, created_at TEXT);
-- The payments Paystack reported, as the forum's webhook would have stored them: verify.php answers from here.
CREATE TABLE payments (reference TEXT PRIMARY KEY, status TEXT, amount TEXT, email TEXT);
