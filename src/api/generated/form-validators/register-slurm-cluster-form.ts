// @ts-nocheck
/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Precompiled Ajv 2020-12 validators of the RegisterSlurmClusterForm form schema (../form-schemas/register-slurm-cluster-form.json), keyed
 * by rjsf's schema hash: pass the default export to createPrecompiledValidator.
 */
import * as runtime0 from "ajv/dist/runtime/ucs2length.js";

/** A CommonJS export, whether the module arrives as Node.js or a bundler interoperates it. */
const cjs = (ns, member) => (member === 'default' ? (typeof ns.default === 'function' ? ns.default : ns.default.default) : (ns[member] ?? ns.default[member]));
const exports = {};
exports["-7827270f"] = validate20;
const schema31 = {"$comment":"GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.","$schema":"https://json-schema.org/draft/2020-12/schema","title":"Register a Slurm cluster","type":"object","required":["cluster_name","cluster_owner","rest_url","login_endpoint","shared_path","accounts"],"properties":{"cluster_name":{"type":"string","minLength":1,"maxLength":20,"pattern":"^[\\p{L}\\p{N}_]+$","x-rule":"name.word","title":"Cluster name","x-help":"How the console names it."},"cluster_owner":{"type":"string","pattern":"^[a-z]+-[A-Za-z0-9_-]{1,40}$","examples":["usr-owner"],"title":"Owner","x-help":"The console account owner whose cluster list shows it."},"rest_url":{"type":"string","minLength":6,"maxLength":512,"pattern":"^(https?://[A-Za-z0-9.\\-\\[\\]:]+(/[^\\s]*)?|unix:/[^\\s]+)$","examples":["http://10.0.0.5:6820"],"title":"slurmrestd address","x-help":"http://host:port, or unix:/path on the gateway's machine."},"jwt_key_path":{"type":"string","minLength":1,"maxLength":1024,"pattern":"^/[^\\r\\n]*$","allOf":[{"not":{"pattern":"(^|/)\\.{1,2}(/|$)"},"examples":["share/home/wrf_user/.config/","/share/home/wrf_user/jobs/wrf_run.sh"]}],"examples":["/share/home/wrf_user/jobs/wrf_run.sh"],"title":"JWT key file","x-help":"The cluster's jwt_key file as the gateway sees it; not needed on a unix socket."},"login_endpoint":{"type":"string","minLength":1,"maxLength":255,"pattern":"^([a-z_][a-z0-9_-]{0,31}@)?[A-Za-z0-9]([A-Za-z0-9.-]{0,252})(:[0-9]{1,5})?$","examples":["login01.example.org:22"],"title":"Login node","x-help":"Where the web terminal signs in: host or host:port."},"shared_path":{"type":"string","minLength":1,"maxLength":1024,"pattern":"^/[^\\r\\n]*$","allOf":[{"not":{"pattern":"(^|/)\\.{1,2}(/|$)"},"examples":["share/home/wrf_user/.config/","/share/home/wrf_user/jobs/wrf_run.sh"]}],"examples":["/share/home/wrf_user/jobs/wrf_run.sh"],"title":"Shared storage","x-help":"The folder every node mounts, as the gateway sees it."},"accounts":{"title":"Who runs jobs as whom","x-help":"Each console user who submits jobs here and the cluster account the jobs run as. The owner must be one; a user not listed cannot submit.","type":"array","items":{"type":"object","required":["user_id","account"],"properties":{"user_id":{"type":"string","pattern":"^[a-z]+-[A-Za-z0-9_-]{1,40}$","examples":["usr-owner"],"title":"Console user"},"account":{"type":"string","minLength":3,"maxLength":32,"pattern":"^(?!root$)[a-z_][a-z0-9_-]{0,31}$","examples":["alice"],"title":"Cluster account"}},"additionalProperties":false},"minItems":1,"maxItems":200},"munge_key_path":{"type":"string","minLength":1,"maxLength":1024,"pattern":"^/[^\\r\\n]*$","allOf":[{"not":{"pattern":"(^|/)\\.{1,2}(/|$)"},"examples":["share/home/wrf_user/.config/","/share/home/wrf_user/jobs/wrf_run.sh"]}],"examples":["/share/home/wrf_user/jobs/wrf_run.sh"],"title":"Munge key file","x-help":"Needed to add machines as nodes."},"controller":{"type":"string","minLength":1,"maxLength":255,"pattern":"^([a-z_][a-z0-9_-]{0,31}@)?[A-Za-z0-9]([A-Za-z0-9.-]{0,252})(:[0-9]{1,5})?$","examples":["login01.example.org:22"],"title":"slurmctld address","x-help":"host or host:port the machines reach; needed to add machines."},"node_feature":{"type":"string","minLength":1,"maxLength":32,"pattern":"^[A-Za-z0-9_]+$","examples":["pool"],"title":"Feature of added machines","x-help":"The feature your partitions take dynamic nodes by; none: partitions on Nodes=ALL."}},"$id":"-7827270f"};
const func1 = cjs(runtime0, "default");
const pattern4 = new RegExp("^[\\p{L}\\p{N}_]+$", "u");
const pattern5 = new RegExp("^[a-z]+-[A-Za-z0-9_-]{1,40}$", "u");
const pattern6 = new RegExp("^(https?://[A-Za-z0-9.\\-\\[\\]:]+(/[^\\s]*)?|unix:/[^\\s]+)$", "u");
const pattern7 = new RegExp("(^|/)\\.{1,2}(/|$)", "u");
const pattern8 = new RegExp("^/[^\\r\\n]*$", "u");
const pattern9 = new RegExp("^([a-z_][a-z0-9_-]{0,31}@)?[A-Za-z0-9]([A-Za-z0-9.-]{0,252})(:[0-9]{1,5})?$", "u");
const pattern13 = new RegExp("^(?!root$)[a-z_][a-z0-9_-]{0,31}$", "u");
const pattern17 = new RegExp("^[A-Za-z0-9_]+$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="-7827270f" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.cluster_name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cluster_name"},message:"must have required property '"+"cluster_name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.cluster_owner === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cluster_owner"},message:"must have required property '"+"cluster_owner"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.rest_url === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rest_url"},message:"must have required property '"+"rest_url"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.login_endpoint === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "login_endpoint"},message:"must have required property '"+"login_endpoint"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.shared_path === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "shared_path"},message:"must have required property '"+"shared_path"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.accounts === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "accounts"},message:"must have required property '"+"accounts"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.cluster_name !== undefined){
let data0 = data.cluster_name;
if(typeof data0 === "string"){
if(func1(data0) > 20){
const err6 = {instancePath:instancePath+"/cluster_name",schemaPath:"#/properties/cluster_name/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data0) < 1){
const err7 = {instancePath:instancePath+"/cluster_name",schemaPath:"#/properties/cluster_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern4.test(data0)){
const err8 = {instancePath:instancePath+"/cluster_name",schemaPath:"#/properties/cluster_name/pattern",keyword:"pattern",params:{pattern: "^[\\p{L}\\p{N}_]+$"},message:"must match pattern \""+"^[\\p{L}\\p{N}_]+$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/cluster_name",schemaPath:"#/properties/cluster_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.cluster_owner !== undefined){
let data1 = data.cluster_owner;
if(typeof data1 === "string"){
if(!pattern5.test(data1)){
const err10 = {instancePath:instancePath+"/cluster_owner",schemaPath:"#/properties/cluster_owner/pattern",keyword:"pattern",params:{pattern: "^[a-z]+-[A-Za-z0-9_-]{1,40}$"},message:"must match pattern \""+"^[a-z]+-[A-Za-z0-9_-]{1,40}$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/cluster_owner",schemaPath:"#/properties/cluster_owner/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.rest_url !== undefined){
let data2 = data.rest_url;
if(typeof data2 === "string"){
if(func1(data2) > 512){
const err12 = {instancePath:instancePath+"/rest_url",schemaPath:"#/properties/rest_url/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func1(data2) < 6){
const err13 = {instancePath:instancePath+"/rest_url",schemaPath:"#/properties/rest_url/minLength",keyword:"minLength",params:{limit: 6},message:"must NOT have fewer than 6 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern6.test(data2)){
const err14 = {instancePath:instancePath+"/rest_url",schemaPath:"#/properties/rest_url/pattern",keyword:"pattern",params:{pattern: "^(https?://[A-Za-z0-9.\\-\\[\\]:]+(/[^\\s]*)?|unix:/[^\\s]+)$"},message:"must match pattern \""+"^(https?://[A-Za-z0-9.\\-\\[\\]:]+(/[^\\s]*)?|unix:/[^\\s]+)$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/rest_url",schemaPath:"#/properties/rest_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.jwt_key_path !== undefined){
let data3 = data.jwt_key_path;
const _errs11 = errors;
const _errs12 = errors;
if(typeof data3 === "string"){
if(!pattern7.test(data3)){
const err16 = {};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
var valid2 = _errs12 === errors;
if(valid2){
const err17 = {instancePath:instancePath+"/jwt_key_path",schemaPath:"#/properties/jwt_key_path/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
if(typeof data3 === "string"){
if(func1(data3) > 1024){
const err18 = {instancePath:instancePath+"/jwt_key_path",schemaPath:"#/properties/jwt_key_path/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(func1(data3) < 1){
const err19 = {instancePath:instancePath+"/jwt_key_path",schemaPath:"#/properties/jwt_key_path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!pattern8.test(data3)){
const err20 = {instancePath:instancePath+"/jwt_key_path",schemaPath:"#/properties/jwt_key_path/pattern",keyword:"pattern",params:{pattern: "^/[^\\r\\n]*$"},message:"must match pattern \""+"^/[^\\r\\n]*$"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/jwt_key_path",schemaPath:"#/properties/jwt_key_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.login_endpoint !== undefined){
let data4 = data.login_endpoint;
if(typeof data4 === "string"){
if(func1(data4) > 255){
const err22 = {instancePath:instancePath+"/login_endpoint",schemaPath:"#/properties/login_endpoint/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func1(data4) < 1){
const err23 = {instancePath:instancePath+"/login_endpoint",schemaPath:"#/properties/login_endpoint/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!pattern9.test(data4)){
const err24 = {instancePath:instancePath+"/login_endpoint",schemaPath:"#/properties/login_endpoint/pattern",keyword:"pattern",params:{pattern: "^([a-z_][a-z0-9_-]{0,31}@)?[A-Za-z0-9]([A-Za-z0-9.-]{0,252})(:[0-9]{1,5})?$"},message:"must match pattern \""+"^([a-z_][a-z0-9_-]{0,31}@)?[A-Za-z0-9]([A-Za-z0-9.-]{0,252})(:[0-9]{1,5})?$"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/login_endpoint",schemaPath:"#/properties/login_endpoint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.shared_path !== undefined){
let data5 = data.shared_path;
const _errs18 = errors;
const _errs19 = errors;
if(typeof data5 === "string"){
if(!pattern7.test(data5)){
const err26 = {};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
var valid4 = _errs19 === errors;
if(valid4){
const err27 = {instancePath:instancePath+"/shared_path",schemaPath:"#/properties/shared_path/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
if(typeof data5 === "string"){
if(func1(data5) > 1024){
const err28 = {instancePath:instancePath+"/shared_path",schemaPath:"#/properties/shared_path/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(func1(data5) < 1){
const err29 = {instancePath:instancePath+"/shared_path",schemaPath:"#/properties/shared_path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!pattern8.test(data5)){
const err30 = {instancePath:instancePath+"/shared_path",schemaPath:"#/properties/shared_path/pattern",keyword:"pattern",params:{pattern: "^/[^\\r\\n]*$"},message:"must match pattern \""+"^/[^\\r\\n]*$"+"\""};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/shared_path",schemaPath:"#/properties/shared_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.accounts !== undefined){
let data6 = data.accounts;
if(Array.isArray(data6)){
if(data6.length > 200){
const err32 = {instancePath:instancePath+"/accounts",schemaPath:"#/properties/accounts/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data6.length < 1){
const err33 = {instancePath:instancePath+"/accounts",schemaPath:"#/properties/accounts/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.user_id === undefined){
const err34 = {instancePath:instancePath+"/accounts/" + i0,schemaPath:"#/properties/accounts/items/required",keyword:"required",params:{missingProperty: "user_id"},message:"must have required property '"+"user_id"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data7.account === undefined){
const err35 = {instancePath:instancePath+"/accounts/" + i0,schemaPath:"#/properties/accounts/items/required",keyword:"required",params:{missingProperty: "account"},message:"must have required property '"+"account"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
for(const key0 in data7){
if(!((key0 === "user_id") || (key0 === "account"))){
const err36 = {instancePath:instancePath+"/accounts/" + i0,schemaPath:"#/properties/accounts/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data7.user_id !== undefined){
let data8 = data7.user_id;
if(typeof data8 === "string"){
if(!pattern5.test(data8)){
const err37 = {instancePath:instancePath+"/accounts/" + i0+"/user_id",schemaPath:"#/properties/accounts/items/properties/user_id/pattern",keyword:"pattern",params:{pattern: "^[a-z]+-[A-Za-z0-9_-]{1,40}$"},message:"must match pattern \""+"^[a-z]+-[A-Za-z0-9_-]{1,40}$"+"\""};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/accounts/" + i0+"/user_id",schemaPath:"#/properties/accounts/items/properties/user_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data7.account !== undefined){
let data9 = data7.account;
if(typeof data9 === "string"){
if(func1(data9) > 32){
const err39 = {instancePath:instancePath+"/accounts/" + i0+"/account",schemaPath:"#/properties/accounts/items/properties/account/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(func1(data9) < 3){
const err40 = {instancePath:instancePath+"/accounts/" + i0+"/account",schemaPath:"#/properties/accounts/items/properties/account/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(!pattern13.test(data9)){
const err41 = {instancePath:instancePath+"/accounts/" + i0+"/account",schemaPath:"#/properties/accounts/items/properties/account/pattern",keyword:"pattern",params:{pattern: "^(?!root$)[a-z_][a-z0-9_-]{0,31}$"},message:"must match pattern \""+"^(?!root$)[a-z_][a-z0-9_-]{0,31}$"+"\""};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/accounts/" + i0+"/account",schemaPath:"#/properties/accounts/items/properties/account/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/accounts/" + i0,schemaPath:"#/properties/accounts/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/accounts",schemaPath:"#/properties/accounts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.munge_key_path !== undefined){
let data10 = data.munge_key_path;
const _errs32 = errors;
const _errs33 = errors;
if(typeof data10 === "string"){
if(!pattern7.test(data10)){
const err45 = {};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
var valid9 = _errs33 === errors;
if(valid9){
const err46 = {instancePath:instancePath+"/munge_key_path",schemaPath:"#/properties/munge_key_path/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
else {
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
}
if(typeof data10 === "string"){
if(func1(data10) > 1024){
const err47 = {instancePath:instancePath+"/munge_key_path",schemaPath:"#/properties/munge_key_path/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(func1(data10) < 1){
const err48 = {instancePath:instancePath+"/munge_key_path",schemaPath:"#/properties/munge_key_path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(!pattern8.test(data10)){
const err49 = {instancePath:instancePath+"/munge_key_path",schemaPath:"#/properties/munge_key_path/pattern",keyword:"pattern",params:{pattern: "^/[^\\r\\n]*$"},message:"must match pattern \""+"^/[^\\r\\n]*$"+"\""};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/munge_key_path",schemaPath:"#/properties/munge_key_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.controller !== undefined){
let data11 = data.controller;
if(typeof data11 === "string"){
if(func1(data11) > 255){
const err51 = {instancePath:instancePath+"/controller",schemaPath:"#/properties/controller/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(func1(data11) < 1){
const err52 = {instancePath:instancePath+"/controller",schemaPath:"#/properties/controller/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(!pattern9.test(data11)){
const err53 = {instancePath:instancePath+"/controller",schemaPath:"#/properties/controller/pattern",keyword:"pattern",params:{pattern: "^([a-z_][a-z0-9_-]{0,31}@)?[A-Za-z0-9]([A-Za-z0-9.-]{0,252})(:[0-9]{1,5})?$"},message:"must match pattern \""+"^([a-z_][a-z0-9_-]{0,31}@)?[A-Za-z0-9]([A-Za-z0-9.-]{0,252})(:[0-9]{1,5})?$"+"\""};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/controller",schemaPath:"#/properties/controller/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.node_feature !== undefined){
let data12 = data.node_feature;
if(typeof data12 === "string"){
if(func1(data12) > 32){
const err55 = {instancePath:instancePath+"/node_feature",schemaPath:"#/properties/node_feature/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(func1(data12) < 1){
const err56 = {instancePath:instancePath+"/node_feature",schemaPath:"#/properties/node_feature/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(!pattern17.test(data12)){
const err57 = {instancePath:instancePath+"/node_feature",schemaPath:"#/properties/node_feature/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_]+$"},message:"must match pattern \""+"^[A-Za-z0-9_]+$"+"\""};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/node_feature",schemaPath:"#/properties/node_feature/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":{"cluster_name":true,"cluster_owner":true,"rest_url":true,"jwt_key_path":true,"login_endpoint":true,"shared_path":true,"accounts":true,"munge_key_path":true,"controller":true,"node_feature":true},"dynamicProps":false,"dynamicItems":false};

export default exports;
