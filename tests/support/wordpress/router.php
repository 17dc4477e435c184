<?php
/*
 * The router of `php -S` for the test WordPress: a file that exists is served as it is (PHP files
 * run, the rest is sent as static), and every other path goes to WordPress's front controller, as
 * the rewrite rule of WordPress's .htaccess does under Apache. That is what makes /wp-json/ work.
 */
$path = urldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?? '/');
$file = $_SERVER['DOCUMENT_ROOT'] . $path;
if ($path !== '/' && (is_file($file) || is_file(rtrim($file, '/') . '/index.php'))) {
    return false;
}
$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['PHP_SELF'] = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
